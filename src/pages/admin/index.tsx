import { DashboardScreen } from '@/features/dashboard/screens/DashboardScreen';
import { ImpactSection } from '@/features/impact/components/ImpactSection';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';
import { withServerSession } from '@/features/auth/ssr';

const Page = () => <DashboardScreen sections={<ImpactSection scope="platform" />} />;
Page.title = 'Painel administrativo';
Page.getLayout = appLayout;
export default Page satisfies NextPageWithLayout;

/** Rendered on the server with the session cookie, so the page is live before the session restores (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession();
