import { ShowcaseScreen } from '@/features/announcements/screens/ShowcaseScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/lib/page';

const Page: NextPageWithLayout = () => <ShowcaseScreen />;
Page.getLayout = appLayout;
export default Page;
