import { MySearchesScreen } from '@/features/searches/screens/SearchesScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';
import { withServerSession } from '@/features/auth/ssr';

const Page = () => <MySearchesScreen />;
Page.title = 'Minhas buscas';
Page.getLayout = appLayout;
export default Page satisfies NextPageWithLayout;

/** Rendered on the server with the session cookie, so the page is live before the session restores (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession();
