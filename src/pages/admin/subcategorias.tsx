import { SubCategoriesScreen } from '@/features/catalogue/screens/SubCategoriesScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';
import { prefetchSubCategoryLists } from '@/features/catalogue/prefetch';
import { withServerSession } from '@/features/auth/ssr';

const Page = () => <SubCategoriesScreen />;
Page.title = 'Subcategorias';
Page.getLayout = appLayout;
export default Page satisfies NextPageWithLayout;

/** Rendered on the server with the session cookie, so the page is live before the session restores (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession(prefetchSubCategoryLists);
