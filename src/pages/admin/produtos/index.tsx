import { ProductsScreen } from '@/features/catalogue/screens/ProductsScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';
import { prefetchProductLists } from '@/features/catalogue/prefetch';
import { withServerSession } from '@/features/auth/ssr';

const Page = () => <ProductsScreen />;
Page.title = 'Produtos';
Page.getLayout = appLayout;
export default Page satisfies NextPageWithLayout;

/** Rendered on the server with the session cookie, so the page is live before the session restores (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession(prefetchProductLists);
