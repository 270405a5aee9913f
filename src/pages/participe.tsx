import type { GetServerSideProps } from 'next';
import { ParticipeScreen } from '@/features/auth/screens/ParticipeScreen';
import { authLayout } from '@/layouts/AuthLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <ParticipeScreen />;
Page.getLayout = authLayout;
export default Page;

/**
 * Rendered for each request, not once at build time, so that the first HTML already holds what
 * the address names: the tab (`?aba=senha`) and the e-mail links (`?mode=resetPassword&oobCode=…`).
 * A static page showed 'Entrar' until its script had run, and then swapped the tab under whoever
 * had started typing.
 */
export const getServerSideProps: GetServerSideProps = async () => ({ props: {} });
