import { AdminCompaniesScreen } from '@/features/companies/screens/AdminCompaniesScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/lib/page';

const Page: NextPageWithLayout = () => <AdminCompaniesScreen />;
Page.getLayout = appLayout;
export default Page;
