import { AdminInterestScreen } from '@/features/interest-items/screens/AdminInterestScreen';
import { adminDealsLayout } from '@/layouts/AdminDealsLayout';
import { numbered, type NextPageWithLayout } from '@/layouts/page';
import { withServerSession } from '@/features/auth/ssr';

const Page = () => <AdminInterestScreen />;
Page.title = numbered('Interesse');
Page.getLayout = adminDealsLayout;
export default Page satisfies NextPageWithLayout;

/** Rendered on the server with the session cookie, so the page is live before the session restores (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession();
