import { ProductsScreen } from '@/features/catalogue/screens/ProductsScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <ProductsScreen />;
Page.getLayout = appLayout;
export default Page;
