import { EditProductScreen } from '@/features/catalogue/screens/ProductFormScreen';
import { appLayout } from '@/layouts/AppLayout';
import { numbered, type NextPageWithLayout } from '@/layouts/page';
import { withServerSession } from '@/features/auth/ssr';

const Page = () => <EditProductScreen />;
Page.title = numbered('Produto');
Page.getLayout = appLayout;
export default Page satisfies NextPageWithLayout;

/** Rendered on the server with the session cookie, so the page is live before the session restores (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession();
