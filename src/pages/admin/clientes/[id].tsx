import { ClientScreen, ClientNotFound } from '@/features/clients/screens/ClientScreen';
import { numbered } from '@/layouts/page';
import { recordPage } from '@/layouts/record-page';
import { withServerSession } from '@/features/auth/ssr';

export default recordPage(numbered('Cliente'), (id) => <ClientScreen id={id} />, ClientNotFound);

/** Rendered on the server with the session cookie, so the page is live before the session restores (features/auth/ssr.ts). */
export const getServerSideProps = withServerSession();
