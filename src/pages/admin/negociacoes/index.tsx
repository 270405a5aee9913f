import { AdminNegotiationsScreen } from '@/features/negotiations/screens/AdminNegotiationsScreen';
import { adminDealsLayout } from '@/layouts/AdminDealsLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <AdminNegotiationsScreen />;
Page.getLayout = adminDealsLayout;
export default Page;
