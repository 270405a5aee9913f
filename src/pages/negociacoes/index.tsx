import { NegotiationsEntryScreen } from '@/features/negotiations/screens/NegotiationsEntryScreen';
import { prefetchNegotiationsEntry } from '@/features/negotiations/prefetch';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';
import { withServerSession } from '@/features/auth/ssr';

const Page = () => <NegotiationsEntryScreen />;
Page.title = 'Negociações';
Page.getLayout = appLayout;
export default Page satisfies NextPageWithLayout;

/** Rendered on the server with the session cookie and whether the user has sales (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession(prefetchNegotiationsEntry);
