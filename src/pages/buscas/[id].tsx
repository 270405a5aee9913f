import { SearchScreen } from '@/features/searches/screens/SearchScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <SearchScreen />;
Page.getLayout = appLayout;
export default Page;
