import { AdminSearchesScreen } from '@/features/searches/screens/AdminSearchesScreen';
import { adminDealsLayout } from '@/layouts/AdminDealsLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <AdminSearchesScreen />;
Page.getLayout = adminDealsLayout;
export default Page;
