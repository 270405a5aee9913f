import { AdminInterestsScreen } from '@/features/interest-items/screens/AdminInterestsScreen';
import { adminDealsLayout } from '@/layouts/AdminDealsLayout';
import type { NextPageWithLayout } from '@/layouts/page';
import { prefetchAdminInterestLists } from '@/features/interest-items/prefetch';
import { withServerSession } from '@/features/auth/ssr';

const Page = () => <AdminInterestsScreen />;
Page.title = 'Interesses';
Page.getLayout = adminDealsLayout;
export default Page satisfies NextPageWithLayout;

/** Rendered on the server with the session cookie, so the page is live before the session restores (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession(prefetchAdminInterestLists);
