import { SearchesScreen } from '@/features/searches/screens/SearchesScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';
import { prefetchSearchFilters } from '@/features/searches/prefetch';
import { withServerSession } from '@/features/auth/ssr';

const Page = () => <SearchesScreen />;
Page.title = 'Buscas';
Page.getLayout = appLayout;
export default Page satisfies NextPageWithLayout;

/** Rendered on the server with the session cookie, so the page is live before the session restores (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession(prefetchSearchFilters);
