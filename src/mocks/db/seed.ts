import { cnpjCheckDigits, cpfCheckDigits } from '@/lib/validators/documents';
import { createRandom } from '../lib/random';
import type { AccountRecord, CollaboratorRecord, CompanyRecord, Db } from './types';

/** The password of every dev account (DESIGN.md §6). */
export const DEV_PASSWORD = 'Giro@2026';

/** Dev accounts: uids shared with the auth-emulator seed (auth-seed/auth_export/accounts.json). */
export const DEV_ACCOUNTS = {
  superadmin: { uid: 'dev-superadmin', email: 'superadmin@giro.dev', name: 'Helena Duarte' },
  admin: { uid: 'dev-admin', email: 'admin@giro.dev', name: 'Rafael Moreira' },
  vendedor: { uid: 'dev-vendedor', email: 'vendedor@giro.dev', name: 'Marcos Albuquerque' },
  comprador: { uid: 'dev-comprador', email: 'comprador@giro.dev', name: 'Juliana Teixeira' },
  colaborador: { uid: 'dev-colaborador', email: 'colaborador@giro.dev', name: 'Bruno Carvalho' },
  pendente: { uid: 'dev-pendente', email: 'pendente@giro.dev', name: 'Patrícia Lemos' },
  inativo: { uid: 'dev-inativo', email: 'inativo@giro.dev', name: 'Otávio Ramos' },
  naoverificado: { uid: 'dev-naoverificado', email: 'naoverificado@giro.dev', name: 'Sandra Nogueira' },
} as const;
export type DevAccountKey = keyof typeof DEV_ACCOUNTS;

/** Real Brazilian places (CEP, street, neighbourhood, city, UF) for addresses. */
export const PLACES = [
  { zipCode: '01310100', street: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo', uf: 'SP' },
  { zipCode: '30130010', street: 'Praça Sete de Setembro', neighborhood: 'Centro', city: 'Belo Horizonte', uf: 'MG' },
  { zipCode: '20040020', street: 'Rua da Assembleia', neighborhood: 'Centro', city: 'Rio de Janeiro', uf: 'RJ' },
  { zipCode: '80010000', street: 'Rua XV de Novembro', neighborhood: 'Centro', city: 'Curitiba', uf: 'PR' },
  { zipCode: '90010000', street: 'Rua dos Andradas', neighborhood: 'Centro Histórico', city: 'Porto Alegre', uf: 'RS' },
  { zipCode: '40020000', street: 'Avenida Sete de Setembro', neighborhood: 'Centro', city: 'Salvador', uf: 'BA' },
  { zipCode: '88010400', street: 'Rua Felipe Schmidt', neighborhood: 'Centro', city: 'Florianópolis', uf: 'SC' },
  { zipCode: '60060440', street: 'Avenida da Universidade', neighborhood: 'Benfica', city: 'Fortaleza', uf: 'CE' },
  { zipCode: '50030230', street: 'Avenida Rio Branco', neighborhood: 'Recife', city: 'Recife', uf: 'PE' },
  { zipCode: '74003010', street: 'Avenida Goiás', neighborhood: 'Setor Central', city: 'Goiânia', uf: 'GO' },
  { zipCode: '13015904', street: 'Avenida Francisco Glicério', neighborhood: 'Centro', city: 'Campinas', uf: 'SP' },
  { zipCode: '89201001', street: 'Rua do Príncipe', neighborhood: 'Centro', city: 'Joinville', uf: 'SC' },
  { zipCode: '69005070', street: 'Avenida Eduardo Ribeiro', neighborhood: 'Centro', city: 'Manaus', uf: 'AM' },
  { zipCode: '66010000', street: 'Avenida Presidente Vargas', neighborhood: 'Campina', city: 'Belém', uf: 'PA' },
  { zipCode: '95020000', street: 'Avenida Júlio de Castilhos', neighborhood: 'Centro', city: 'Caxias do Sul', uf: 'RS' },
] as const;

const SEED_DATE = Date.UTC(2026, 9, 1, 12, 0, 0);
/** A fixed date `days` after 2026-10-01 (ISO), so the seed never depends on the clock. */
export const seedDate = (days: number) => new Date(SEED_DATE + days * 86_400_000).toISOString();

export function createSeed(): Db {
  const random = createRandom(20261122);
  const cpf = () => {
    const base = random.digits(9);
    return base + cpfCheckDigits(base);
  };
  const cnpj = () => {
    const base = random.digits(8) + '0001';
    return base + cnpjCheckDigits(base);
  };
  const mobile = () => ({ Area: random.pick(['11', '21', '31', '41', '51', '71', '48', '85']), Numero: '9' + random.digits(8) });

  let accountId = 0;
  const account = (key: DevAccountKey, extra: Partial<AccountRecord>): AccountRecord => ({
    id: ++accountId,
    ...DEV_ACCOUNTS[key],
    cpf: cpf(),
    phone: mobile(),
    accountType: 'BUYER',
    isAdmin: false,
    isSuperAdmin: false,
    status: 'ENABLED',
    createdAt: seedDate(accountId),
    ...extra,
  });

  const accounts: AccountRecord[] = [
    account('superadmin', { accountType: 'ADMIN', isAdmin: true, isSuperAdmin: true }),
    account('admin', { accountType: 'ADMIN', isAdmin: true }),
    account('vendedor', { accountType: 'SELLER' }),
    account('comprador', { accountType: 'BUYER' }),
    account('colaborador', { accountType: 'SELLER' }),
    account('pendente', { accountType: 'BUYER', status: 'PENDING' }),
    account('inativo', { accountType: 'SELLER', status: 'DISABLED' }),
    account('naoverificado', { accountType: 'BUYER' }),
  ];
  const byUid = (uid: string) => accounts.find((a) => a.uid === uid)!;

  const place = (i: number) => PLACES[i % PLACES.length]!;
  const address = (i: number, number: string) => ({ ...place(i), number, complement: '' });

  let companyId = 0;
  const company = (data: Omit<CompanyRecord, 'id' | 'cnpj' | 'createdAt' | 'rejectionReason' | 'parentCompanyId'> & Partial<CompanyRecord>): CompanyRecord => ({
    id: ++companyId,
    cnpj: cnpj(),
    parentCompanyId: null,
    rejectionReason: null,
    createdAt: seedDate(companyId),
    ...data,
  });

  const companies: CompanyRecord[] = [
    company({
      companyName: 'Metalúrgica Horizonte Ltda',
      tradeName: 'Horizonte Metais',
      email: 'contato@horizontemetais.com.br',
      phone: { Area: '11', Numero: '32851400' },
      website: 'https://www.horizontemetais.com.br',
      address: address(0, '1578'),
      status: 'APPROVED',
      ownerAccountId: byUid('dev-vendedor').id,
    }),
    company({
      companyName: 'Construtora Vale Verde S.A.',
      tradeName: 'Vale Verde Construções',
      email: 'suprimentos@valeverde.com.br',
      phone: { Area: '31', Numero: '32224455' },
      website: 'https://valeverde.com.br',
      address: address(1, '120'),
      status: 'APPROVED',
      ownerAccountId: byUid('dev-comprador').id,
    }),
  ];

  const collaborators: CollaboratorRecord[] = [
    { id: 1, companyId: 1, accountId: byUid('dev-vendedor').id, role: 'ADMIN', createdAt: seedDate(1) },
    { id: 2, companyId: 2, accountId: byUid('dev-comprador').id, role: 'ADMIN', createdAt: seedDate(2) },
    { id: 3, companyId: 1, accountId: byUid('dev-colaborador').id, role: 'COLLABORATOR', createdAt: seedDate(3) },
  ];

  return {
    accounts,
    companies,
    collaborators,
    files: [],
    sequences: { accounts: accountId, companies: companyId, collaborators: collaborators.length, files: 0 },
  };
}
