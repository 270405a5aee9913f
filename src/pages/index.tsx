import { LandingScreen } from '@/features/landing/screens/LandingScreen';
import { publicLayout } from '@/layouts/PublicLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Home = () => <LandingScreen />;
Home.title = null;
Home.getLayout = publicLayout;

export default Home satisfies NextPageWithLayout;
