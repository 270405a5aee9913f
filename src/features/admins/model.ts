/**
 * The feature's plain values (limits, labels, names) for its screens, without zod: importing them
 * does not load the API's schemas with the page (api.ts loads with the first call, lib/api/lazy.ts).
 */
import type { AdminLevel } from './api';

export const ADMIN_LEVEL_LABELS: Record<AdminLevel, string> = {
  SUPER_ADMIN: 'Super Admin',
  ADMIN: 'Admin',
};

export const LEVEL_OPTIONS = [
  { value: 'ADMIN', label: ADMIN_LEVEL_LABELS.ADMIN, description: 'Aprova cadastros, cuida do catálogo e dos anúncios; vê a lista de administradores.' },
  { value: 'SUPER_ADMIN', label: ADMIN_LEVEL_LABELS.SUPER_ADMIN, description: 'Tudo o que um Admin faz, e também convida e edita administradores.' },
] as const;

export const ADMIN_STATUS_OPTIONS = [
  { value: 'ENABLED', label: 'Ativo' },
  { value: 'DISABLED', label: 'Inativo' },
] as const;
