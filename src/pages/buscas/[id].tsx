import { SearchScreen } from '@/features/searches/screens/SearchScreen';
import { DecisionHistory } from '@/features/moderation/components/DecisionHistory';
import { appLayout } from '@/layouts/AppLayout';
import { numbered, type NextPageWithLayout } from '@/layouts/page';
import { prefetchSearch } from '@/features/searches/prefetch';
import { withServerSession } from '@/features/auth/ssr';

const Page = () => (
  <SearchScreen
    sections={(id) => (
      <DecisionHistory kind="search" id={id} />
    )}
  />
);
Page.title = numbered('Busca');
Page.getLayout = appLayout;
export default Page satisfies NextPageWithLayout;

/** Rendered on the server with the session cookie, so the page is live before the session restores (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession(prefetchSearch);
