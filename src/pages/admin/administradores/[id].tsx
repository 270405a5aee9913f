import { AdminScreen, AdminNotFound } from '@/features/admins/screens/AdminScreen';
import { recordPage } from '@/layouts/record-page';

export default recordPage((id) => <AdminScreen id={id} />, AdminNotFound);
