import { ClientsScreen } from '@/features/clients/screens/ClientsScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <ClientsScreen />;
Page.getLayout = appLayout;
export default Page;
