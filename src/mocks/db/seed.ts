import { cnpjCheckDigits, cpfCheckDigits } from '@/lib/validators/documents';
import { mockConfig } from '../config';
import { createRandom } from '../lib/random';
import { seedAnnouncements } from './announcements';
import { seedCatalogue } from './catalogue';
import { dealSequences, seedDeals } from './deals';
import { seedDate } from './seed-dates';
import type { AccountRecord, CollaboratorRecord, CompanyRecord, Db, DecisionRecord } from './types';

/** The password of every dev account (README.md). */
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

/** Clients beyond the dev accounts: [name, e-mail, type, status]. */
const CLIENTS: [string, string, AccountRecord['accountType'], AccountRecord['status']][] = [
  ['Renata Campos', 'renata.campos@valeverde.com.br', 'BUYER', 'ENABLED'],
  ['Eduardo Pacheco', 'eduardo@quimicasul.com.br', 'SELLER', 'ENABLED'],
  ['Fernanda Lima', 'fernanda@texteisaurora.com.br', 'SELLER', 'ENABLED'],
  ['Gustavo Rezende', 'gustavo@alimentosbomsabor.com.br', 'BUYER', 'ENABLED'],
  ['Aline Barros', 'aline@embalagensrioverde.com.br', 'SELLER', 'ENABLED'],
  ['Ricardo Nunes', 'ricardo@eletrocampos.com.br', 'BUYER', 'ENABLED'],
  ['Larissa Fontes', 'larissa@plastnorte.com.br', 'SELLER', 'PENDING'],
  ['Thiago Moura', 'thiago@agrocerrado.com.br', 'BUYER', 'ENABLED'],
  ['Camila Rocha', 'camila@autopecasgaucha.com.br', 'SELLER', 'DISABLED'],
  ['Felipe Araújo', 'felipe@madeireiratropical.com.br', 'SELLER', 'ENABLED'],
];

/** [corporate name, trade name, domain, owner e-mail, status] */
const COMPANIES: [string, string, string, string, CompanyRecord['status']][] = [
  ['Metalúrgica Horizonte Ltda', 'Horizonte Metais', 'horizontemetais.com.br', 'vendedor@giro.dev', 'APPROVED'],
  ['Construtora Vale Verde S.A.', 'Vale Verde Construções', 'valeverde.com.br', 'comprador@giro.dev', 'APPROVED'],
  ['Química Sul Indústria e Comércio Ltda', 'Química Sul', 'quimicasul.com.br', 'eduardo@quimicasul.com.br', 'APPROVED'],
  ['Têxteis Aurora Ltda', 'Aurora Têxtil', 'texteisaurora.com.br', 'fernanda@texteisaurora.com.br', 'APPROVED'],
  ['Alimentos Bom Sabor Ltda', 'Bom Sabor', 'alimentosbomsabor.com.br', 'gustavo@alimentosbomsabor.com.br', 'APPROVED'],
  ['Embalagens Rio Verde Ltda', 'Rio Verde Embalagens', 'embalagensrioverde.com.br', 'aline@embalagensrioverde.com.br', 'APPROVED'],
  ['Eletro Campos Comércio de Materiais Elétricos Ltda', 'Eletro Campos', 'eletrocampos.com.br', 'ricardo@eletrocampos.com.br', 'PENDING'],
  ['Plast Norte Indústria de Plásticos Ltda', 'Plast Norte', 'plastnorte.com.br', 'larissa@plastnorte.com.br', 'PENDING'],
  ['Agro Cerrado Insumos Agrícolas Ltda', 'Agro Cerrado', 'agrocerrado.com.br', 'thiago@agrocerrado.com.br', 'APPROVED'],
  ['Autopeças Gaúcha Ltda', 'Gaúcha Autopeças', 'autopecasgaucha.com.br', 'camila@autopecasgaucha.com.br', 'INACTIVE'],
  ['Madeireira Tropical Ltda', 'Madeireira Tropical', 'madeireiratropical.com.br', 'felipe@madeireiratropical.com.br', 'REJECTED'],
  ['Fundição Paulista de Metais Ltda', 'Fundição Paulista', 'fundicaopaulista.com.br', 'vendedor@giro.dev', 'PENDING'],
];

const SEED_SUSPENSION_REASON = 'Notas fiscais emitidas com CNPJ de outra empresa.';

/**
 * The decisions behind the seed's company statuses, by the dev admin a day after each company was
 * registered: approved, rejected, or approved and later suspended (docs/moderation.md).
 */
function seedCompanyDecisions(companies: readonly CompanyRecord[], adminId: number): DecisionRecord[] {
  const decisions: DecisionRecord[] = [];
  const add = (company: CompanyRecord, action: DecisionRecord['action'], days: number, reason?: string) =>
    decisions.push({ id: decisions.length + 1, subject: { kind: 'company', id: company.id }, action, byAccountId: adminId, at: new Date(Date.parse(company.createdAt) + days * 86_400_000).toISOString(), ...(reason ? { reason } : {}) });
  for (const company of companies) {
    if (company.status === 'REJECTED') add(company, 'REJECTED', 1, company.rejectionReason ?? undefined);
    if (company.status === 'APPROVED' || company.status === 'INACTIVE') add(company, 'APPROVED', 1);
    if (company.status === 'INACTIVE') add(company, 'SUSPENDED', 5, SEED_SUSPENSION_REASON);
  }
  return decisions;
}

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
    // As in the auth-emulator seed: every dev account confirmed its e-mail but this one.
    emailVerified: key !== 'naoverificado',
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
  // More clients (no Firebase user: they exist for the admin lists and as company owners).
  CLIENTS.forEach(([name, email, accountType, status], i) => {
    accounts.push({
      id: ++accountId,
      uid: `seed-client-${i + 1}`,
      email,
      name,
      cpf: cpf(),
      phone: mobile(),
      accountType,
      isAdmin: false,
      isSuperAdmin: false,
      status,
      createdAt: seedDate(10 + i * 3),
      // Some of those awaiting activation have not confirmed the e-mail yet.
      emailVerified: status !== 'PENDING',
    });
  });
  const byUid = (uid: string) => accounts.find((a) => a.uid === uid)!;
  const byEmail = (email: string) => accounts.find((a) => a.email === email)!;

  const place = (i: number) => PLACES[i % PLACES.length]!;
  const address = (i: number, number: string) => ({ ...place(i), number, complement: '' });

  let companyId = 0;
  const companies: CompanyRecord[] = COMPANIES.map(([companyName, tradeName, domain, owner, status], i) => ({
    id: ++companyId,
    cnpj: cnpj(),
    companyName,
    tradeName,
    email: `contato@${domain}`,
    phone: { Area: ['11', '31', '21', '41', '51', '71', '48', '85', '81', '62', '19', '47'][i % 12]!, Numero: '3' + random.digits(7) },
    website: `https://www.${domain}`,
    address: address(i, String(100 + i * 37)),
    status,
    ownerAccountId: byEmail(owner).id,
    parentCompanyId: null,
    rejectionReason: status === 'REJECTED' ? 'Documentação do contrato social ilegível.' : null,
    ...(status === 'INACTIVE' ? { suspensionReason: SEED_SUSPENSION_REASON } : {}),
    createdAt: seedDate(i * 2),
  }));
  // A subsidiary of the seller's company (docs/product/records.md: the subsidiary view).
  companies.push({
    ...companies[0]!,
    id: ++companyId,
    cnpj: companies[0]!.cnpj.slice(0, 8) + '0002' + cnpjCheckDigits(companies[0]!.cnpj.slice(0, 8) + '0002'),
    companyName: 'Metalúrgica Horizonte Ltda — Filial Campinas',
    tradeName: 'Horizonte Metais Campinas',
    email: 'campinas@horizontemetais.com.br',
    address: { ...PLACES[10]!, number: '455', complement: 'Galpão 3' },
    parentCompanyId: 1,
    createdAt: seedDate(20),
  });
  // The seller's payment data (docs/deal/payment.md): a PIX key (its CNPJ) and a bank account.
  companies[0]!.payment = { pix: { type: 'CNPJ', key: companies[0]!.cnpj }, bank: { bank: '341 – Itaú Unibanco', agency: '1234', account: '56789-0' } };

  const collaborators: CollaboratorRecord[] = [];
  const member = (companyId: number, accountId: number, role: CollaboratorRecord['role']) =>
    collaborators.push({ id: collaborators.length + 1, companyId, accountId, role, createdAt: seedDate(collaborators.length) });
  for (const company of companies) member(company.id, company.ownerAccountId, 'ADMIN');
  member(1, byUid('dev-colaborador').id, 'COLLABORATOR');
  member(2, byEmail('renata.campos@valeverde.com.br').id, 'COLLABORATOR');

  const catalogue = seedCatalogue();
  const announcementSeed = seedAnnouncements({ companies, catalogue, firstFileId: 0, size: mockConfig.seedSize, places: PLACES });
  const decisions = seedCompanyDecisions(companies, byUid('dev-admin').id);
  const { files: dealFiles, ...deals } = seedDeals({ accounts, companies, announcements: announcementSeed.announcements, catalogue, firstFileId: announcementSeed.files.length });

  return {
    accounts,
    companies,
    collaborators,
    invitations: [],
    decisions,
    files: [...announcementSeed.files, ...dealFiles],
    announcements: announcementSeed.announcements,
    featured: announcementSeed.featured,
    ...deals,
    ...catalogue,
    sequences: {
      decisions: decisions.length,
      accounts: accountId,
      companies: companyId,
      collaborators: collaborators.length,
      files: announcementSeed.files.length + dealFiles.length,
      announcements: announcementSeed.announcements.length,
      ...dealSequences(deals),
      segments: catalogue.segments.length,
      categories: catalogue.categories.length,
      subCategories: catalogue.subCategories.length,
      units: catalogue.units.length,
      products: catalogue.products.length,
    },
  };
}
