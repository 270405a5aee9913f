import { AdminSearchScreen } from '@/features/searches/screens/AdminSearchScreen';
import { DecisionHistory } from '@/features/moderation/components/DecisionHistory';
import { LazyModerationPanel } from '@/features/moderation/components/LazyModerationPanel';
import { adminDealsLayout } from '@/layouts/AdminDealsLayout';
import { numbered, type NextPageWithLayout } from '@/layouts/page';
import { withServerSession } from '@/features/auth/ssr';

const Page = () => (
  <AdminSearchScreen
    sections={(id) => (
      <>
        <LazyModerationPanel kind="search" id={id} />
        <DecisionHistory kind="search" id={id} />
      </>
    )}
  />
);
Page.title = numbered('Busca');
Page.getLayout = adminDealsLayout;
export default Page satisfies NextPageWithLayout;

/** Rendered on the server with the session cookie, so the page is live before the session restores (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession();
