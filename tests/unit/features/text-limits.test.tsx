import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { signUpSchema } from '@/features/auth/schemas';
import { CollaboratorsScreen } from '@/features/collaborators/screens/CollaboratorsScreen';
import { inviteFormSchema } from '@/features/collaborators/schemas';
import { emptyCompanyForm } from '@/features/companies/form-values';
import { companyFormSchema } from '@/features/companies/schemas';
import { CompanyCreateScreen } from '@/features/companies/screens/CompanyCreateScreen';
import { profileFormSchema } from '@/features/profile/schemas';
import { ProfileScreen } from '@/features/profile/screens/ProfileScreen';
import { editAdminFormSchema, inviteAdminFormSchema } from '@/features/admins/schemas';
import { PRODUCT_LIST_MAX } from '@/features/catalogue/model';
import { productFormSchema } from '@/features/catalogue/schemas';
import { PASSWORD_MAX, TEXT_MAX, tooLong } from '@/lib/validators/common';
import { renderApp } from '@tests/helpers/app';
import { renderParticipe } from '@tests/helpers/participe';
import { mockRouter } from '@tests/helpers/router';

/**
 * docs/security.md: the forms hold the same text limits as the API's body schemas (TEXT_MAX), so the user
 * gets the field's pt-BR message (and an input that stops at the limit), never the API's 400.
 */

const long = (n: number) => 'a'.repeat(n);
type Issues = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messagesAt = (result: Issues, field: string) => (result.error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);

beforeEach(() => mockRouter.reset());

describe('form schemas', () => {
  it('company: razão social, nome fantasia and site past their maximum', () => {
    const values = { ...emptyCompanyForm, companyName: long(TEXT_MAX.companyName + 1), tradeName: long(TEXT_MAX.tradeName + 1), website: `https://empresa.com.br/${long(TEXT_MAX.website)}` };
    const result = companyFormSchema.safeParse(values);
    expect(messagesAt(result, 'companyName')).toContain(tooLong(TEXT_MAX.companyName));
    expect(messagesAt(result, 'tradeName')).toContain(tooLong(TEXT_MAX.tradeName));
    expect(messagesAt(result, 'website')).toContain(tooLong(TEXT_MAX.website));
    const fits = companyFormSchema.safeParse({ ...emptyCompanyForm, companyName: long(TEXT_MAX.companyName), tradeName: long(TEXT_MAX.tradeName) });
    expect(messagesAt(fits, 'companyName')).toEqual([]);
    expect(messagesAt(fits, 'tradeName')).toEqual([]);
  });

  it('sign-up, profile and invite: a name past TEXT_MAX.name', () => {
    const name = `Ana ${long(TEXT_MAX.name)}`;
    expect(messagesAt(signUpSchema.safeParse({ name }), 'name')).toContain(tooLong(TEXT_MAX.name));
    expect(messagesAt(profileFormSchema.safeParse({ name }), 'name')).toContain(tooLong(TEXT_MAX.name));
    expect(messagesAt(inviteFormSchema.safeParse({ name }), 'name')).toContain(tooLong(TEXT_MAX.name));
  });
});

describe('form schemas, docs/security.md', () => {
  it('a new password past PASSWORD_MAX (profile)', () => {
    const newPassword = `Senha1${long(PASSWORD_MAX)}`;
    expect(messagesAt(profileFormSchema.safeParse({ newPassword }), 'newPassword')).toContain(tooLong(PASSWORD_MAX));
  });

  it('admin invite and edit: a name past TEXT_MAX.name', () => {
    const name = `Ana ${long(TEXT_MAX.name)}`;
    expect(messagesAt(inviteAdminFormSchema.safeParse({ name }), 'name')).toContain(tooLong(TEXT_MAX.name));
    expect(messagesAt(editAdminFormSchema.safeParse({ name }), 'name')).toContain(tooLong(TEXT_MAX.name));
  });

  it('product: categories, sub-categories and segments past PRODUCT_LIST_MAX', () => {
    const many = <T,>(item: T) => Array.from({ length: PRODUCT_LIST_MAX + 1 }, () => item);
    const result = productFormSchema.safeParse({ name: 'Produto', description: '', categories: many(1), subCategories: many('1'), segments: many('1') });
    const tooMany = `Selecione no máximo ${PRODUCT_LIST_MAX} opções.`;
    for (const field of ['categories', 'subCategories', 'segments']) expect(messagesAt(result, field)).toContain(tooMany);
  });
});

describe('inputs stop at the limit (maxLength)', () => {
  it('the company form', async () => {
    mockRouter.setRoute('/empresas/nova');
    await renderApp(
      <RouteGuard>
        <CompanyCreateScreen />
      </RouteGuard>,
      { signedInAs: 'vendedor@giro.dev' },
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByLabelText(/^Razão social/)).toHaveAttribute('maxLength', String(TEXT_MAX.companyName));
    expect(screen.getByLabelText(/^Nome fantasia/)).toHaveAttribute('maxLength', String(TEXT_MAX.tradeName));
    expect(screen.getByLabelText(/^E-mail da empresa/)).toHaveAttribute('maxLength', String(TEXT_MAX.email));
    expect(screen.getByLabelText(/^Site/)).toHaveAttribute('maxLength', String(TEXT_MAX.website));
  });

  it('the sign-up form', async () => {
    mockRouter.setRoute('/participe');
    await renderParticipe();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Cadastre-se' }));
    const form = screen.getByRole('form', { name: 'Cadastre-se' });
    expect(within(form).getByLabelText(/^Nome completo/)).toHaveAttribute('maxLength', String(TEXT_MAX.name));
    expect(within(form).getByLabelText(/^E-mail/)).toHaveAttribute('maxLength', String(TEXT_MAX.email));
  });

  it('the profile form', async () => {
    mockRouter.setRoute('/perfil');
    await renderApp(
      <RouteGuard>
        <ProfileScreen area="commerce" />
      </RouteGuard>,
      { signedInAs: 'comprador@giro.dev' },
    );
    const form = await screen.findByRole('form', { name: 'Meu perfil' });
    expect(within(form).getByLabelText(/^Nome completo/)).toHaveAttribute('maxLength', String(TEXT_MAX.name));
    expect(within(form).getByLabelText(/^E-mail/)).toHaveAttribute('maxLength', String(TEXT_MAX.email));
    expect(within(form).getByLabelText(/^Nova senha/)).toHaveAttribute('maxLength', String(PASSWORD_MAX));
  });

  it('the collaborator invite', async () => {
    mockRouter.setRoute('/empresas/1/colaboradores', '/empresas/[id]/colaboradores');
    await renderApp(
      <RouteGuard>
        <CollaboratorsScreen companyId={1} />
      </RouteGuard>,
      { signedInAs: 'vendedor@giro.dev' },
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Convidar colaborador' }));
    // The dialog loads on first use (lazy-dialogs.ts): wait for it, not for the click.
    const dialog = await screen.findByRole('dialog', { name: 'Convidar colaborador' });
    expect(within(dialog).getByLabelText(/^Nome/)).toHaveAttribute('maxLength', String(TEXT_MAX.name));
    expect(within(dialog).getByLabelText(/^E-mail/)).toHaveAttribute('maxLength', String(TEXT_MAX.email));
  });
});
