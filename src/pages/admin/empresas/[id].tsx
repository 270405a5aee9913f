import { AdminCompanyScreen, AdminCompanyNotFound } from '@/features/companies/screens/AdminCompanyScreen';
import { ImpactSection } from '@/features/impact/components/ImpactSection';
import { DecisionHistory } from '@/features/moderation/components/DecisionHistory';
import { LazyModerationPanel } from '@/features/moderation/components/LazyModerationPanel';
import { numbered } from '@/layouts/page';
import { recordPage } from '@/layouts/record-page';
import { withServerSession } from '@/features/auth/ssr';

export default recordPage(
  numbered('Empresa'),
  (id) => (
    <AdminCompanyScreen
      id={id}
      sections={
        <>
          <LazyModerationPanel kind="company" id={id} />
          <DecisionHistory kind="company" id={id} />
          <ImpactSection scope={{ companyId: id }} />
        </>
      }
    />
  ),
  AdminCompanyNotFound,
);

/** Rendered on the server with the session cookie, so the page is live before the session restores (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession();
