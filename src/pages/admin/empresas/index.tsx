import { AdminCompaniesScreen } from '@/features/companies/screens/AdminCompaniesScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <AdminCompaniesScreen />;
Page.getLayout = appLayout;
export default Page;
