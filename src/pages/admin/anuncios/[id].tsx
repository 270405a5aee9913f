import { AdminEditAnnouncementScreen } from '@/features/announcements/screens/AdminAnnouncementEditorScreens';
import { DecisionHistory } from '@/features/moderation/components/DecisionHistory';
import { LazyModerationPanel } from '@/features/moderation/components/LazyModerationPanel';
import { adminAnnouncementsLayout } from '@/layouts/AdminAnnouncementsLayout';
import { numbered, type NextPageWithLayout } from '@/layouts/page';
import { withServerSession } from '@/features/auth/ssr';

const Page = () => (
  <AdminEditAnnouncementScreen
    sections={(id) => (
      <>
        <LazyModerationPanel kind="announcement" id={id} />
        <DecisionHistory kind="announcement" id={id} />
      </>
    )}
  />
);
Page.title = numbered('Anúncio');
Page.getLayout = adminAnnouncementsLayout;
export default Page satisfies NextPageWithLayout;

/** Rendered on the server with the session cookie, so the page is live before the session restores (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession();
