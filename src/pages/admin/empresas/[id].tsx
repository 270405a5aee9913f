import { AdminCompanyScreen, AdminCompanyNotFound } from '@/features/companies/screens/AdminCompanyScreen';
import { ImpactSection } from '@/features/impact/components/ImpactSection';
import { recordPage } from '@/layouts/record-page';
import { withServerSession } from '@/features/auth/ssr';

export default recordPage((id) => <AdminCompanyScreen id={id} sections={<ImpactSection scope={{ companyId: id }} />} />, AdminCompanyNotFound);

/** Rendered on the server with the session cookie, so the page is live before the session restores (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession();
