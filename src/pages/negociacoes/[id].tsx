import { NegotiationScreen } from '@/features/negotiations/screens/NegotiationScreen';
import { appLayout } from '@/layouts/AppLayout';
import { numbered, type NextPageWithLayout } from '@/layouts/page';
import { withServerSession } from '@/features/auth/ssr';

const Page = () => <NegotiationScreen />;
Page.title = numbered('Negociação');
Page.getLayout = appLayout;
export default Page satisfies NextPageWithLayout;

/** Rendered on the server with the session cookie, so the page is live before the session restores (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession();
