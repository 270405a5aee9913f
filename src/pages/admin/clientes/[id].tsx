import { ClientScreen, ClientNotFound } from '@/features/clients/screens/ClientScreen';
import { recordPage } from '@/layouts/record-page';

export default recordPage((id) => <ClientScreen id={id} />, ClientNotFound);
