/** Brazilian document numbers: CPF (11 digits) and CNPJ (14 digits) with their check digits. */

export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

function checkDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((acc, digit, i) => acc + digit * weights[i]!, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The two check digits of a 9-digit CPF base. */
export function cpfCheckDigits(base: string): string {
  const digits = [...base].map(Number);
  const first = checkDigit(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit([...digits, first], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${first}${second}`;
}

/** The two check digits of a 12-digit CNPJ base. */
export function cnpjCheckDigits(base: string): string {
  const digits = [...base].map(Number);
  const first = checkDigit(digits, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit([...digits, first], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${first}${second}`;
}

const allSame = (digits: string) => /^(\d)\1*$/.test(digits);

export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 11 || allSame(digits) || /[^\d.\-\s]/.test(value)) return false;
  return cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9);
}

export function isValidCnpj(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 14 || allSame(digits) || /[^\d./\-\s]/.test(value)) return false;
  return cnpjCheckDigits(digits.slice(0, 12)) === digits.slice(12);
}
