import { SearchesScreen } from '@/features/searches/screens/SearchesScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <SearchesScreen />;
Page.getLayout = appLayout;
export default Page;
