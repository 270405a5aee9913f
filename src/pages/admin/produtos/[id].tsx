import { EditProductScreen } from '@/features/catalogue/screens/ProductFormScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <EditProductScreen />;
Page.getLayout = appLayout;
export default Page;
