import { AdminNegotiationScreen } from '@/features/negotiations/screens/NegotiationScreen';
import { adminDealsLayout } from '@/layouts/AdminDealsLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <AdminNegotiationScreen />;
Page.getLayout = adminDealsLayout;
export default Page;
