import { nfeCheckDigit } from '@/lib/validators/nfe';
import { simplePdf } from '../lib/assets/pdf';
import { makeFileRecord, seedFileToken } from '../lib/file-links';
import type { FileRecord } from './types';

/**
 * The papers of a seeded deal past Aguardando pagamento (docs/deal/payment.md): the rules release
 * only a paid and invoiced deal, so the seed gives each released or finished negotiation the
 * buyer's proof of payment and the seller's NF-e (DANFE and a chave de acesso with its check digit).
 */

/** The IBGE code of a UF, the first two digits of a chave de acesso (the seeded companies' UFs; 35 otherwise). */
const UF_CODES: Record<string, string> = { SP: '35', MG: '31', RJ: '33', PR: '41', SC: '42', RS: '43', GO: '52', MT: '51', MS: '50', BA: '29', PE: '26', CE: '23', DF: '53', ES: '32' };

/**
 * A chave de acesso of model 55: UF, AAMM of `at`, the issuer's CNPJ, model, series, number,
 * emission type 1, a code from the number, and the mod-11 check digit.
 */
export function seedAccessKey({ uf, at, cnpj, series, number }: { uf: string; at: string; cnpj: string; series: string; number: string }): string {
  const yymm = `${at.slice(2, 4)}${at.slice(5, 7)}`;
  const first43 = `${UF_CODES[uf] ?? '35'}${yymm}${cnpj.replace(/\D/g, '').padStart(14, '0')}55${series.padStart(3, '0')}${number.padStart(9, '0')}1${number.padStart(8, '0').slice(-8)}`;
  return `${first43}${nfeCheckDigit(first43)}`;
}

/** The seeded deals' files, ids from `firstFileId + 1` on (after the announcements'), with seed tokens. */
export function dealFiles(firstFileId: number) {
  const files: FileRecord[] = [];
  const encoder = new TextEncoder();
  const add = (name: string, lines: string[], ownerAccountId: number, createdAt: string) => {
    const id = firstFileId + files.length + 1;
    files.push(makeFileRecord({ id, name, mimetype: 'application/pdf', bytes: encoder.encode(simplePdf(lines)), ownerAccountId, createdAt, token: seedFileToken(id) }));
    return id;
  };
  return {
    files,
    proof: (negotiationId: number, amount: string, ownerAccountId: number, at: string) =>
      add(`comprovante-pix-negociacao-${negotiationId}.pdf`, ['Comprovante de pagamento PIX', `Negociação nº ${negotiationId}`, `Valor: ${amount}`], ownerAccountId, at),
    danfe: (number: string, accessKey: string, ownerAccountId: number, at: string) =>
      add(`danfe-nfe-${number}.pdf`, ['DANFE', `NF-e nº ${number}`, `Chave de acesso: ${accessKey}`], ownerAccountId, at),
  };
}
