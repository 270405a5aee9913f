import { FeaturedScreen } from '@/features/featured/screens/FeaturedScreen';
import { adminAnnouncementsLayout } from '@/layouts/AdminAnnouncementsLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <FeaturedScreen />;
Page.getLayout = adminAnnouncementsLayout;
export default Page;
