import { LandingScreen } from '@/features/landing/screens/LandingScreen';
import { publicLayout } from '@/layouts/PublicLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Home: NextPageWithLayout = () => <LandingScreen />;
Home.getLayout = (page) => publicLayout(page);

export default Home;
