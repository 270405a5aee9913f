import { ReceivedInterestsScreen } from '@/features/interest-items/screens/ReceivedInterestsScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <ReceivedInterestsScreen />;
Page.getLayout = appLayout;
export default Page;
