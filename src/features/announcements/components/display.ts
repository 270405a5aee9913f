import { formatDate, formatNumber } from '@/lib/format';
import type { AnnouncementSummary } from '../api';

/** '1.500 kg' */
export function quantityText(a: Pick<AnnouncementSummary, 'quantity' | 'unit'>): string {
  return `${formatNumber(a.quantity)} ${a.unit.name}`;
}

/** 'Campinas/SP' */
export function placeText(a: Pick<AnnouncementSummary, 'city' | 'uf'>): string {
  return a.city ? `${a.city}/${a.uf}` : a.uf;
}

/** 'Disponível agora' or 'Disponível a partir de 10/12/2026'. */
export function availabilityText(availableFrom: string, now = new Date()): string {
  const date = new Date(availableFrom);
  if (Number.isNaN(date.getTime()) || date.getTime() <= now.getTime()) return 'Disponível agora';
  return `Disponível a partir de ${formatDate(availableFrom)}`;
}
