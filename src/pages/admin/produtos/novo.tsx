import { NewProductScreen } from '@/features/catalogue/screens/ProductFormScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <NewProductScreen />;
Page.getLayout = appLayout;
export default Page;
