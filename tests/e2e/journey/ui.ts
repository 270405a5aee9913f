/** The journey's data and the few locators its steps share (journey.spec.ts, journey/*.ts). */
import type { Locator, Page } from '@playwright/test';

/** A valid CNPJ no seeded company has (the mock's CNPJ consult answers plausible data for it). */
export const NEW_CNPJ = '11222333000181';
export const COMPANY = 'Serra Azul Máquinas Ltda';
export const TRADE_NAME = 'Serra Azul Máquinas';
export const TITLE = 'Motores trifásicos 5 cv — sobra de obra (jornada E2E)';
export const PRODUCT = 'Motor elétrico trifásico 5 cv';
/** A 1×1 PNG (the announcement needs a photo). */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export const textbox = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('textbox', typeof name === 'string' ? { name, exact: true } : { name });
export const select = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('combobox', typeof name === 'string' ? { name, exact: true } : { name });
export const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });

/** dd/MM/yyyy digits `days` from today. */
export function typedDate(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')}${String(d.getMonth() + 1).padStart(2, '0')}${d.getFullYear()}`;
}
