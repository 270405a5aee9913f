import { AdminSearchScreen } from '@/features/searches/screens/AdminSearchScreen';
import { adminDealsLayout } from '@/layouts/AdminDealsLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <AdminSearchScreen />;
Page.getLayout = adminDealsLayout;
export default Page;
