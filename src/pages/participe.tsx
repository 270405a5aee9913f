import { ParticipeScreen } from '@/features/auth/screens/ParticipeScreen';
import { authLayout } from '@/layouts/AuthLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => <ParticipeScreen />;
Page.getLayout = authLayout;
export default Page;
