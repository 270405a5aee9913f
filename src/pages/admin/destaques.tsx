import { FeaturedScreen } from '@/features/featured/screens/FeaturedScreen';
import { adminAnnouncementsLayout } from '@/layouts/AdminAnnouncementsLayout';
import type { NextPageWithLayout } from '@/layouts/page';
import { withServerSession } from '@/features/auth/ssr';

const Page: NextPageWithLayout = () => <FeaturedScreen />;
Page.getLayout = adminAnnouncementsLayout;
export default Page;

/** Rendered on the server with the session cookie, so the page is live before the session restores (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession();
