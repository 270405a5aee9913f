import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import AdminPage from '@/pages/admin/administradores/[id]';
import ClientPage from '@/pages/admin/clientes/[id]';
import AdminCompanyPage from '@/pages/admin/empresas/[id]';
import CollaboratorsPage from '@/pages/empresas/[id]/colaboradores';
import CompanyPage from '@/pages/empresas/[id]/index';
import { mockRouter } from '@tests/helpers/router';

/**
 * An id in the address that is not one ('abc', '0', '-1', too big) is the same 'não encontrado'
 * page, with its way back, as an id the API does not know; no call is made for it (the pages render
 * without a query client, so a call would throw).
 */
describe.each<[string, ComponentType, string, string, string]>([
  ['/empresas/[id]', CompanyPage, 'Empresa não encontrada', 'Voltar para minhas empresas', '/empresas'],
  ['/empresas/[id]/colaboradores', CollaboratorsPage, 'Empresa não encontrada', 'Voltar para minhas empresas', '/empresas'],
  ['/admin/empresas/[id]', AdminCompanyPage, 'Empresa não encontrada', 'Voltar para as empresas', '/admin/empresas'],
  ['/admin/clientes/[id]', ClientPage, 'Cliente não encontrado', 'Voltar para os clientes', '/admin/clientes'],
  ['/admin/administradores/[id]', AdminPage, 'Administrador não encontrado', 'Voltar para os administradores', '/admin/administradores'],
])('%s with an id that is not one', (pathname, Page, title, back, href) => {
  it.each(['abc', '0', '-1', '99999999999999999999'])('%s', (id) => {
    mockRouter.setRoute(pathname.replace('[id]', id), pathname);
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', href);
  });
});
