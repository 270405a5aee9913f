import { CompanyScreen, CompanyNotFound } from '@/features/companies/screens/CompanyScreen';
import { ImpactSection } from '@/features/impact/components/ImpactSection';
import { DecisionHistory } from '@/features/moderation/components/DecisionHistory';
import { numbered } from '@/layouts/page';
import { recordPage } from '@/layouts/record-page';
import { withServerSession } from '@/features/auth/ssr';

export default recordPage(
  numbered('Empresa'),
  (id) => (
    <CompanyScreen
      id={id}
      sections={
        <div className="flex flex-col gap-6">
          <ImpactSection scope={{ companyId: id }} />
          <DecisionHistory kind="company" id={id} />
        </div>
      }
    />
  ),
  CompanyNotFound,
);

/** Rendered on the server with the session cookie, so the page is live before the session restores (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession();
