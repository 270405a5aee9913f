import { FavoritesScreen } from '@/features/favorites/screens/FavoritesScreen';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/lib/page';

const Page: NextPageWithLayout = () => <FavoritesScreen />;
Page.getLayout = appLayout;
export default Page;
