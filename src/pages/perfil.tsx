import { ProfileScreen } from '@/features/profile/screens/ProfileScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <ProfileScreen area="commerce" />;
Page.getLayout = appLayout;
export default Page;
