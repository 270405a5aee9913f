import { SearchFormScreen } from '@/features/searches/screens/SearchFormScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <SearchFormScreen />;
Page.getLayout = appLayout;
export default Page;
