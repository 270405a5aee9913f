import { SearchFormScreen } from '@/features/searches/screens/SearchFormScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';
import { prefetchSearchForm } from '@/features/searches/prefetch';
import { withServerSession } from '@/features/auth/ssr';

const Page = () => <SearchFormScreen />;
Page.title = 'Nova busca';
Page.getLayout = appLayout;
export default Page satisfies NextPageWithLayout;

/** Rendered on the server with the session cookie, so the page is live before the session restores (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession(prefetchSearchForm);
