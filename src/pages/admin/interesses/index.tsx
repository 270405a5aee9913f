import { AdminInterestsScreen } from '@/features/interest-items/screens/AdminInterestsScreen';
import { adminDealsLayout } from '@/layouts/AdminDealsLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <AdminInterestsScreen />;
Page.getLayout = adminDealsLayout;
export default Page;
