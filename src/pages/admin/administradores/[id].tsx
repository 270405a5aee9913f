import { AdminScreen, AdminNotFound } from '@/features/admins/screens/AdminScreen';
import { numbered } from '@/layouts/page';
import { recordPage } from '@/layouts/record-page';
import { withServerSession } from '@/features/auth/ssr';

export default recordPage(numbered('Administrador'), (id) => <AdminScreen id={id} />, AdminNotFound);

/** Rendered on the server with the session cookie, so the page is live before the session restores (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession();
