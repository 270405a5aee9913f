import { EditAnnouncementScreen } from '@/features/announcements/screens/MyAnnouncementEditorScreens';
import { DecisionHistory } from '@/features/moderation/components/DecisionHistory';
import { appLayout } from '@/layouts/AppLayout';
import { numbered, type NextPageWithLayout } from '@/layouts/page';
import { prefetchAnnouncementForm } from '@/features/announcements/prefetch';
import { withServerSession } from '@/features/auth/ssr';

const Page = () => (
  <EditAnnouncementScreen
    sections={(id) => (
      <DecisionHistory kind="announcement" id={id} />
    )}
  />
);
Page.title = numbered('Anúncio');
Page.getLayout = appLayout;
export default Page satisfies NextPageWithLayout;

/** Rendered on the server with the session cookie and the form's options, so the page is live before the session restores (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession(prefetchAnnouncementForm);
