import { NegotiationScreen } from '@/features/negotiations/screens/NegotiationScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <NegotiationScreen />;
Page.getLayout = appLayout;
export default Page;
