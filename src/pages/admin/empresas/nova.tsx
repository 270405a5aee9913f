import { AdminCompanyCreateScreen } from '@/features/companies/screens/AdminCompanyCreateScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <AdminCompanyCreateScreen />;
Page.getLayout = appLayout;
export default Page;
