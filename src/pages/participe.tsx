import type { GetServerSideProps } from 'next';
import { ParticipeScreen } from '@/features/auth/screens/ParticipeScreen';
import { authLayout } from '@/layouts/AuthLayout';
import type { NextPageWithLayout, PageQuery } from '@/layouts/page';

/** The tab's name by `?aba=` ('Entrar' when none or another). */
const TABS: Readonly<Record<string, string>> = { cadastro: 'Cadastro', senha: 'Recuperar senha' };

const Page = () => <ParticipeScreen />;
Page.title = (query: PageQuery) => (typeof query.aba === 'string' && TABS[query.aba]) || 'Entrar';
Page.getLayout = authLayout;
export default Page satisfies NextPageWithLayout;

/**
 * Rendered for each request, not once at build time, so that the first HTML already holds what
 * the address names: the tab (`?aba=senha`) and the e-mail links (`?mode=resetPassword&oobCode=…`).
 * A static page showed 'Entrar' until its script had run, and then swapped the tab under whoever
 * had started typing.
 */
export const getServerSideProps: GetServerSideProps = async () => ({ props: {} });
