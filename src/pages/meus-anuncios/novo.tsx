import { NewAnnouncementScreen } from '@/features/announcements/screens/MyAnnouncementEditorScreens';
import { appLayout } from '@/layouts/AppLayout';
import type { NextPageWithLayout } from '@/layouts/page';
import { prefetchAnnouncementForm } from '@/features/announcements/prefetch';
import { withServerSession } from '@/features/auth/ssr';

const Page = () => <NewAnnouncementScreen />;
Page.title = 'Novo anúncio';
Page.getLayout = appLayout;
export default Page satisfies NextPageWithLayout;

/** Rendered on the server with the session cookie and the form's options, so the page is live before the session restores (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession(prefetchAnnouncementForm);
