import type { CnpjConsult } from '@/features/companies/api';
import { isValidCnpj } from '@/lib/validators/documents';
import { PLACES } from '../db/seed';
import { db } from '../db/store';
import { createRandom } from './random';

const NAME_STARTS = ['Distribuidora', 'Indústria', 'Comercial', 'Metalúrgica', 'Transportadora', 'Atacadista', 'Fábrica', 'Importadora'];
const NAME_CORES = ['Horizonte', 'Boa Vista', 'Santa Clara', 'Nova Aliança', 'Serra Azul', 'Rio Claro', 'Estrela do Sul', 'Atlântico', 'Cerrado', 'Ipê'];
const NAME_ENDS = ['Ltda', 'S.A.', 'Eireli', 'Comércio e Serviços Ltda'];
const AREA_BY_UF: Record<string, string> = { SP: '11', MG: '31', RJ: '21', PR: '41', RS: '51', BA: '71', SC: '48', CE: '85', PE: '81', GO: '62', AM: '92', PA: '91' };

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/**
 * What the registry answers for a valid CNPJ: the seeded company's real data, else plausible data
 * derived from the digits (the same CNPJ always gives the same answer).
 */
export function consultCnpj(cnpj: string): CnpjConsult | null {
  if (!isValidCnpj(cnpj)) return null;
  const seeded = db.companies.find((c) => c.cnpj === cnpj);
  if (seeded) {
    return {
      cnpj,
      companyName: seeded.companyName,
      tradeName: seeded.tradeName,
      email: seeded.email,
      phone: seeded.phone,
      address: { ...seeded.address },
    };
  }
  const random = createRandom(Number(cnpj.slice(0, 9)) ^ Number(cnpj.slice(9)));
  const core = random.pick(NAME_CORES);
  const start = random.pick(NAME_STARTS);
  const place = random.pick(PLACES);
  return {
    cnpj,
    companyName: `${start} ${core} ${random.pick(NAME_ENDS)}`,
    tradeName: `${core} ${start === 'Indústria' ? 'Industrial' : start}`,
    email: `contato@${slug(core)}${cnpj.slice(0, 3)}.com.br`,
    phone: { Area: AREA_BY_UF[place.uf] ?? '11', Numero: `3${random.digits(7)}` },
    address: {
      zipCode: place.zipCode,
      street: place.street,
      number: String(random.int(10, 2500)),
      complement: '',
      neighborhood: place.neighborhood,
      city: place.city,
      uf: place.uf,
    },
  };
}
