import { CategoriesScreen } from '@/features/catalogue/screens/CategoriesScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <CategoriesScreen />;
Page.getLayout = appLayout;
export default Page;
