import { NegotiationsScreen } from '@/features/negotiations/screens/NegotiationsScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <NegotiationsScreen side="purchases" />;
Page.getLayout = appLayout;
export default Page;
