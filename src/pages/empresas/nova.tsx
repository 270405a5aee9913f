import { CompanyCreateScreen } from '@/features/companies/screens/CompanyCreateScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <CompanyCreateScreen />;
Page.getLayout = appLayout;
export default Page;
