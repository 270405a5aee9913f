import { CollaboratorsScreen, CompanyNotFound } from '@/features/collaborators/screens/CollaboratorsScreen';
import { recordPage } from '@/layouts/record-page';
import { withServerSession } from '@/features/auth/ssr';

export default recordPage('Colaboradores', (id) => <CollaboratorsScreen companyId={id} />, CompanyNotFound);

/** Rendered on the server with the session cookie, so the page is live before the session restores (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession();
