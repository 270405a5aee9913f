import { describe, expect, it, vi } from 'vitest';

/**
 * docs/forms.md, "Built from the body": a form whose values differ from its body (masked text,
 * null until chosen, an address block, attached files) is the body's schema with those fields
 * read into the body's own, so a limit lives in the body alone. Here each body is tightened in one
 * place (its module, as a change to the contract would) and the form answers with the new rule.
 */

const TIGHT = 'Limite do corpo.';

vi.mock('@/features/companies/bodies', async (importOriginal) => {
  const z = await import('zod/mini');
  const actual = await importOriginal<typeof import('@/features/companies/bodies')>();
  const tight = z.extend(actual.companyBodySchema, {
    companyName: z.string().check(z.maxLength(5, { error: 'Limite do corpo.' })),
    cnpj: z.string().check(z.regex(/^11/, { error: 'Limite do corpo.' })),
    phone: z.object({ Area: z.string().check(z.regex(/^21$/, { error: 'Limite do corpo.' })), Numero: z.string() }),
  });
  const paymentDataBodySchema = z.object({
    pix: z.nullable(z.object({ type: z.string(), key: z.string().check(z.maxLength(3, { error: 'Limite do corpo.' })) })),
    bank: z.nullable(z.object({ bank: z.string().check(z.maxLength(3, { error: 'Limite do corpo.' })), agency: z.string(), account: z.string() })),
  });
  return { ...actual, companyBodySchema: tight, adminCompanyBodySchema: z.extend(tight, { accountId: z.int().check(z.lte(3, { error: 'Limite do corpo.' })) }), paymentDataBodySchema };
});

vi.mock('@/features/searches/bodies', async (importOriginal) => {
  const z = await import('zod/mini');
  const actual = await importOriginal<typeof import('@/features/searches/bodies')>();
  return {
    ...actual,
    searchBodySchema: z.extend(actual.searchBodySchema, {
      description: z.string().check(z.maxLength(12, { error: 'Limite do corpo.' })),
      maxPrice: z.number().check(z.lte(100, { error: 'Limite do corpo.' })),
      deadline: z.string().check(z.regex(/^2099/, { error: 'Limite do corpo.' })),
    }),
  };
});

vi.mock('@/features/interest-items/bodies', async (importOriginal) => {
  const z = await import('zod/mini');
  const actual = await importOriginal<typeof import('@/features/interest-items/bodies')>();
  return {
    ...actual,
    interestItemBodySchema: z.extend(actual.interestItemBodySchema, {
      quantity: z.number().check(z.lte(10, { error: 'Limite do corpo.' })),
      message: z.string().check(z.maxLength(3, { error: 'Limite do corpo.' })),
    }),
  };
});

vi.mock('@/features/announcements/bodies', async (importOriginal) => {
  const z = await import('zod/mini');
  const actual = await importOriginal<typeof import('@/features/announcements/bodies')>();
  return {
    ...actual,
    announcementBodySchema: z.extend(actual.announcementBodySchema, {
      title: z.string().check(z.maxLength(6, { error: 'Limite do corpo.' })),
      unitPrice: z.number().check(z.lte(100, { error: 'Limite do corpo.' })),
      companyId: z.int().check(z.lte(3, { error: 'Limite do corpo.' })),
      files: z.array(z.object({ id: z.int(), type: z.string() })).check(z.maxLength(1, { error: 'Limite do corpo.' })),
    }),
  };
});

vi.mock('@/features/catalogue/bodies', async (importOriginal) => {
  const z = await import('zod/mini');
  const actual = await importOriginal<typeof import('@/features/catalogue/bodies')>();
  return {
    ...actual,
    productBodySchema: z.extend(actual.productBodySchema, { name: z.string().check(z.maxLength(3, { error: 'Limite do corpo.' })) }),
    productList: <T extends import('zod/mini').ZodMiniType>(item: T) => z.array(item).check(z.maxLength(1, { error: 'Limite do corpo.' })),
  };
});

vi.mock('@/features/profile/bodies', async (importOriginal) => {
  const z = await import('zod/mini');
  const actual = await importOriginal<typeof import('@/features/profile/bodies')>();
  return {
    ...actual,
    profileNameBody: z.string().check(z.maxLength(3, { error: 'Limite do corpo.' })),
    profileEmailBody: z.string().check(z.endsWith('.com', { error: 'Limite do corpo.' })),
  };
});

vi.mock('@/features/auth/bodies', async (importOriginal) => {
  const z = await import('zod/mini');
  const actual = await importOriginal<typeof import('@/features/auth/bodies')>();
  return {
    ...actual,
    createAccountBodySchema: z.extend(actual.createAccountBodySchema, {
      name: z.string().check(z.maxLength(12, { error: 'Limite do corpo.' })),
      email: z.string().check(z.endsWith('.com', { error: 'Limite do corpo.' })),
      cpf: z.string().check(z.regex(/^0/, { error: 'Limite do corpo.' })),
      phone: z.object({ Area: z.string().check(z.regex(/^21$/, { error: 'Limite do corpo.' })), Numero: z.string() }),
    }),
  };
});

vi.mock('@/features/collaborators/bodies', async (importOriginal) => {
  const z = await import('zod/mini');
  const actual = await importOriginal<typeof import('@/features/collaborators/bodies')>();
  return {
    ...actual,
    inviteCollaboratorBodySchema: z.extend(actual.inviteCollaboratorBodySchema, {
      name: z.string().check(z.maxLength(3, { error: 'Limite do corpo.' })),
      email: z.string().check(z.endsWith('.com', { error: 'Limite do corpo.' })),
    }),
  };
});

vi.mock('@/features/admins/bodies', async (importOriginal) => {
  const z = await import('zod/mini');
  const actual = await importOriginal<typeof import('@/features/admins/bodies')>();
  const name = z.string().check(z.maxLength(3, { error: 'Limite do corpo.' }));
  const updateAdminBodySchema = z.extend(actual.updateAdminBodySchema, { name });
  return { ...actual, updateAdminBodySchema, inviteAdminParamsSchema: z.extend(actual.inviteAdminParamsSchema, { name, email: z.string().check(z.endsWith('.com', { error: 'Limite do corpo.' })) }) };
});

vi.mock('@/features/negotiations/bodies', async (importOriginal) => {
  const z = await import('zod/mini');
  const actual = await importOriginal<typeof import('@/features/negotiations/bodies')>();
  const tight = <T extends import('zod/mini').ZodMiniType>(schema: T) => schema.check(z.refine(() => false, { error: 'Limite do corpo.' }));
  return {
    ...actual,
    deliveryTermsBodySchema: z.extend(actual.deliveryTermsBodySchema, { freight: z.enum(['CIF'], { error: 'Limite do corpo.' }) }),
    negotiationBodySchema: z.extend(actual.negotiationBodySchema, {
      companyId: z.int().check(z.lte(3, { error: 'Limite do corpo.' })),
      quantity: z.number().check(z.lte(10, { error: 'Limite do corpo.' })),
      unitPrice: z.number().check(z.lte(100, { error: 'Limite do corpo.' })),
      message: z.string().check(z.maxLength(3, { error: 'Limite do corpo.' })),
    }),
    // A proposal's values are the body's proposable values, each optional there.
    proposedValuesBody: {
      ...actual.proposedValuesBody,
      quantity: z.number().check(z.lte(10, { error: 'Limite do corpo.' })),
      unitPrice: z.number().check(z.lte(100, { error: 'Limite do corpo.' })),
      delivery: z.enum(['PICKUP'], { error: 'Limite do corpo.' }),
    },
    proposalBodySchema: z.extend(actual.proposalBodySchema, { message: z.optional(z.string().check(z.maxLength(3, { error: 'Limite do corpo.' }))) }),
    paymentBodySchema: z.object({ proofFileId: z.int().check(z.lte(3, { error: 'Limite do corpo.' })) }),
    invoiceBodySchema: z.object({
      number: z.string().check(z.maxLength(2, { error: 'Limite do corpo.' })),
      series: z.string().check(z.regex(/^1/, { error: 'Limite do corpo.' })),
      accessKey: tight(z.string()),
      fileId: z.int().check(z.lte(3, { error: 'Limite do corpo.' })),
    }),
  };
});

const { adminCompanyFormSchema, companyFormSchema } = await import('@/features/companies/schemas');
const { paymentDataFormSchema } = await import('@/features/companies/payment-schemas');
const { searchFormSchema } = await import('@/features/searches/schemas');
const { interestFormSchema } = await import('@/features/interest-items/schemas');
const { announcementFormSchema, importFormSchema } = await import('@/features/announcements/schemas');
const { productFormSchema } = await import('@/features/catalogue/schemas');
const { profileFormSchema } = await import('@/features/profile/schemas');
const { signUpSchema } = await import('@/features/auth/schemas');
const { inviteFormSchema } = await import('@/features/collaborators/schemas');
const { editAdminFormSchema, inviteAdminFormSchema } = await import('@/features/admins/schemas');
const { negotiationFormSchema, proposalFormSchema } = await import('@/features/negotiations/schemas');
const { invoiceFormSchema, paymentFormSchema } = await import('@/features/negotiations/deal-schemas');
const { addressBodySchema, zAddress } = await import('@/lib/validators/address-schema');

const tightFields = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).filter((i) => i.message === TIGHT).map((i) => i.path.join('.'));

const address = { zipCode: '01310100', street: 'Avenida Paulista', number: '1000', complement: '', neighborhood: 'Bela Vista', city: 'São Paulo', uf: 'SP' };

describe('a body limit changed in one place reaches the form', () => {
  it('company and admin company: names, the masked CNPJ and phone', () => {
    const values = { cnpj: '22.333.444/0001-81', companyName: 'Serra Azul', tradeName: 'Serra', email: '', phone: '(11) 98765-4321', website: '', address, parentCompanyId: null, accountId: 9 };
    expect(tightFields(companyFormSchema.safeParse(values))).toEqual(['cnpj', 'companyName', 'phone.Area']);
    expect(tightFields(adminCompanyFormSchema.safeParse(values))).toEqual(['cnpj', 'companyName', 'phone.Area', 'accountId']);
  });

  it('search: a text, an amount held as null until typed, the date as the DateField holds it', () => {
    const values = { companyId: 2, categoryId: 5, productId: null, quantity: 10, unitIndex: 7, maxPrice: 101, deadline: '2098/01/31', uf: 'BA', description: 'Caixas para expedição.' };
    expect(tightFields(searchFormSchema.safeParse(values))).toEqual(['maxPrice', 'deadline', 'description']);
  });

  it('interest: the quantity (beside what is announced) and the message', () => {
    const schema = interestFormSchema({ maxQuantity: 500, unit: 'kg' });
    expect(tightFields(schema.safeParse({ companyId: 2, quantity: 11, message: 'Olá!' }))).toEqual(['quantity', 'message']);
  });

  it("the address block (lib, shared by several bodies) is the body's fields, the CEP and UF read into them", () => {
    const form = zAddress().shape;
    const body = addressBodySchema.shape;
    for (const field of ['street', 'number', 'complement', 'neighborhood', 'city'] as const) expect(form[field]).toBe(body[field]);
    for (const field of ['zipCode', 'uf'] as const) expect(form[field].def.out).toBe(body[field]);
  });

  it('announcement and import: a chosen id, the price, the attached files, the address block', () => {
    const photo = { id: 1, url: '/f/1', mimetype: 'image/png', name: 'a.png', type: 'PHOTO' };
    const values = {
      companyId: 4,
      productId: 1,
      unitIndex: 1,
      title: 'Bobinas de aço',
      description: 'Bobinas de aço galvanizado.',
      quantity: 10,
      unitPrice: 101,
      availableFrom: '2026-11-22T03:00:00.000Z',
      location: address,
      files: [photo, { ...photo, id: 2 }],
      status: 'PENDING',
      rejectionReason: '',
    };
    expect(tightFields(announcementFormSchema.safeParse(values))).toEqual(['companyId', 'title', 'unitPrice', 'files']);
    expect(tightFields(importFormSchema.safeParse({ companyId: 4 }))).toEqual(['companyId']);
  });

  it('product: the name, and the cap of each list', () => {
    const values = { name: 'Bobina', description: '', categories: [1, 2], subCategories: ['1', '2'], segments: ['1', '2'] };
    expect(tightFields(productFormSchema.safeParse(values))).toEqual(['name', 'categories', 'subCategories', 'segments']);
  });

  it('profile: the name and the e-mail', () => {
    const values = { name: 'Juliana', email: 'j@x.com.br', phone: '', newPassword: '', newPasswordConfirmation: '', currentPassword: 'a', originalEmail: 'j@x.com.br' };
    expect(tightFields(profileFormSchema.safeParse(values))).toEqual(['name', 'email']);
  });

  it('sign-up: the name, the e-mail, the masked CPF and phone', () => {
    const values = { name: 'Juliana Teixeira Ramos', email: 'j@x.com.br', cpf: '529.982.247-25', phone: '(11) 98765-4321', accountType: 'BUYER', password: 'segredo123', passwordConfirmation: 'segredo123', acceptTerms: true };
    expect(tightFields(signUpSchema.safeParse(values))).toEqual(['name', 'email', 'cpf', 'phone.Area']);
  });

  it("a collaborator's invitation: the name and the e-mail", () => {
    const values = { name: 'Bruno Carvalho', email: 'b@x.com.br', role: 'COLLABORATOR' };
    expect(tightFields(inviteFormSchema.safeParse(values))).toEqual(['name', 'email']);
  });

  it("an admin's invitation and edit: the name, the e-mail", () => {
    expect(tightFields(inviteAdminFormSchema.safeParse({ name: 'Ana Souza', level: 'ADMIN', email: 'a@x.com.br' }))).toEqual(['name', 'email']);
    expect(tightFields(editAdminFormSchema.safeParse({ name: 'Ana Souza', level: 'ADMIN', status: 'ENABLED' }))).toEqual(['name']);
  });

  it('payment data: each group of the body, its issues put on the flat fields', () => {
    const values = { pixType: 'EMAIL', pixKey: 'financeiro@x.com.br', bank: '001 - Banco do Brasil', agency: '1234', account: '12345-6' };
    expect(tightFields(paymentDataFormSchema.safeParse(values))).toEqual(['pixKey', 'bank']);
  });

  it('negotiation: the chosen company, the quantity beside what is announced, the price, the message, the terms', () => {
    const schema = negotiationFormSchema({ maxQuantity: 500, unit: 'kg' });
    const values = { companyId: 4, quantity: 11, unitPrice: 101, delivery: 'DELIVERY', message: 'Olá!', freight: 'FOB', addressChoice: 'BUYER', address: { ...address, uf: '' } };
    expect(tightFields(schema.safeParse(values))).toEqual(['companyId', 'quantity', 'unitPrice', 'message', 'freight']);
  });

  it('proposal: the values it edits, the message, the terms', () => {
    const schema = proposalFormSchema({ maxQuantity: 500, unit: 'kg' });
    const values = { quantity: 11, unitPrice: 101, delivery: 'DELIVERY', message: 'Olá!', freight: 'FOB', addressChoice: 'OTHER', address };
    expect(tightFields(schema.safeParse(values))).toEqual(['quantity', 'unitPrice', 'delivery', 'message', 'freight']);
  });

  const file = { id: 9, url: '/f/9', mimetype: 'application/pdf', name: 'a.pdf' };

  it("payment: the attached proof's id", () => {
    expect(tightFields(paymentFormSchema.safeParse({ proof: file }))).toEqual(['proof']);
  });

  it("NF-e: the texts, the key as typed, the attached file's id", () => {
    const key = '5206 0433 0099 1100 2506 5501 2000 0007 8002 6730 1615';
    expect(tightFields(invoiceFormSchema.safeParse({ number: '780', series: '22', accessKey: key, file }))).toEqual(['number', 'series', 'accessKey', 'file']);
  });
});
