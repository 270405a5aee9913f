import { ImportScreen } from '@/features/announcements/screens/ImportScreen';
import { adminAnnouncementsLayout } from '@/layouts/AdminAnnouncementsLayout';
import type { NextPageWithLayout } from '@/layouts/page';
import { withServerSession } from '@/features/auth/ssr';

const Page: NextPageWithLayout = () => <ImportScreen />;
Page.getLayout = adminAnnouncementsLayout;
export default Page;

/** Rendered on the server with the session cookie, so the page is live before the session restores (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession();
