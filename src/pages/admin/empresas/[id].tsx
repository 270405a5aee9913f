import { AdminCompanyScreen, AdminCompanyNotFound } from '@/features/companies/screens/AdminCompanyScreen';
import { ImpactSection } from '@/features/impact/components/ImpactSection';
import { recordPage } from '@/layouts/record-page';

export default recordPage((id) => <AdminCompanyScreen id={id} sections={<ImpactSection scope={{ companyId: id }} />} />, AdminCompanyNotFound);
