import { FavoritesScreen } from '@/features/favorites/screens/FavoritesScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <FavoritesScreen />;
Page.getLayout = appLayout;
export default Page;
