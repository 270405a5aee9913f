/**
 * The dev accounts of README.md (firebase-seed/ and the mock store share their uids).
 * Kept free of Playwright imports so that a vitest test can check it against the seed.
 */
export const DEV = {
  superadmin: 'superadmin@giro.dev',
  admin: 'admin@giro.dev',
  vendedor: 'vendedor@giro.dev',
  comprador: 'comprador@giro.dev',
  colaborador: 'colaborador@giro.dev',
  pendente: 'pendente@giro.dev',
  inativo: 'inativo@giro.dev',
  naoverificado: 'naoverificado@giro.dev',
} as const;

export const DEV_PASSWORD = 'Giro@2026';
