import { SubCategoriesScreen } from '@/features/catalogue/screens/SubCategoriesScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <SubCategoriesScreen />;
Page.getLayout = appLayout;
export default Page;
