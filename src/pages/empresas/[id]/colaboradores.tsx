import { CollaboratorsScreen, CompanyNotFound } from '@/features/collaborators/screens/CollaboratorsScreen';
import { recordPage } from '@/layouts/record-page';

export default recordPage((id) => <CollaboratorsScreen companyId={id} />, CompanyNotFound);
