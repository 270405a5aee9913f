import { AdminInterestScreen } from '@/features/interest-items/screens/AdminInterestScreen';
import { adminDealsLayout } from '@/layouts/AdminDealsLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <AdminInterestScreen />;
Page.getLayout = adminDealsLayout;
export default Page;
