import { ReceivedInvitations } from '@/features/collaborators/components/ReceivedInvitations';
import { MyCompaniesScreen } from '@/features/companies/screens/MyCompaniesScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <MyCompaniesScreen notices={<ReceivedInvitations />} />;
Page.getLayout = appLayout;
export default Page;
