import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { AdminCompanyScreen } from '@/features/companies/screens/AdminCompanyScreen';
import { CompanyScreen } from '@/features/companies/screens/CompanyScreen';
import { formatCnpj } from '@/lib/format';
import { db } from '@/mocks/db/store';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

/**  / docs/moderation.md "Company identity review": a change of identity of an approved company goes back to review. */

const NOTICE = 'Alterar CNPJ, razão social ou nome fantasia envia a empresa para nova aprovação.';
const FREE_CNPJ = '11222333000181';

async function open(ui: ReactElement, asPath: string, pathname: string, email = 'vendedor@giro.dev') {
  mockRouter.setRoute(asPath, pathname);
  const view = await renderApp(<RouteGuard>{ui}</RouteGuard>, { signedInAs: email });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, user: userEvent.setup() };
}

beforeEach(() => mockRouter.reset());

describe('/empresas/[id] of an APPROVED company', () => {
  it('says before saving that a new razão social sends it to review, and not for other fields', async () => {
    const { user } = await open(<CompanyScreen id={1} />, '/empresas/1', '/empresas/[id]');
    const name = await screen.findByLabelText(/^Razão social/);
    await waitFor(() => expect(name).toBeEnabled());
    expect(screen.queryByText(NOTICE)).toBeNull();
    await user.type(screen.getByLabelText(/^Site/), '/loja');
    expect(screen.queryByText(NOTICE)).toBeNull();
    await user.type(name, ' S.A.');
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    // Back to the saved value: no notice.
    await user.clear(name);
    await user.click(name);
    await user.paste(db.companies[0]!.companyName);
    await waitFor(() => expect(screen.queryByText(NOTICE)).toBeNull());
    await user.clear(screen.getByLabelText(/^Nome fantasia/));
    await user.type(screen.getByLabelText(/^Nome fantasia/), 'Horizonte Aços');
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
  });

  it('saves, says it went back to review and shows it pending', async () => {
    const { user } = await open(<CompanyScreen id={1} />, '/empresas/1', '/empresas/[id]');
    const tradeName = await screen.findByLabelText(/^Nome fantasia/);
    await waitFor(() => expect(tradeName).toBeEnabled());
    await user.clear(tradeName);
    await user.type(tradeName, 'Horizonte Aços');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Empresa salva e enviada para nova aprovação, porque o CNPJ, a razão social ou o nome fantasia mudou.')).toBeInTheDocument();
    expect(db.companies[0]!.status).toBe('PENDING');
    expect(await screen.findByText('Aguardando a aprovação de um administrador.')).toBeInTheDocument();
    // Pending now: no notice for further changes (it is already under review).
    await user.type(tradeName, ' Ltda');
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});

describe('/admin/empresas/[id]', () => {
  it('shows what changed since the last approval', async () => {
    const company = db.companies[0]!;
    const before = { cnpj: company.cnpj, companyName: company.companyName, tradeName: company.tradeName };
    company.previousIdentity = before;
    company.cnpj = FREE_CNPJ;
    company.tradeName = 'Horizonte Aços';
    company.status = 'PENDING';
    await open(<AdminCompanyScreen id={1} />, '/admin/empresas/1', '/admin/empresas/[id]', 'admin@giro.dev');
    const changes = await screen.findByRole('region', { name: 'Alterações desde a última aprovação' });
    const items = within(changes).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([`CNPJ: ${formatCnpj(before.cnpj)} → 11.222.333/0001-81`, `Nome fantasia: ${before.tradeName} → Horizonte Aços`]);
  });

  it('shows no changes for a company never approved', async () => {
    await open(<AdminCompanyScreen id={12} />, '/admin/empresas/12', '/admin/empresas/[id]', 'admin@giro.dev');
    await screen.findByRole('button', { name: 'Aprovar' });
    expect(screen.queryByRole('region', { name: 'Alterações desde a última aprovação' })).toBeNull();
  });
});
