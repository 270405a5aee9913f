import { CompanyScreen, CompanyNotFound } from '@/features/companies/screens/CompanyScreen';
import { ImpactSection } from '@/features/impact/components/ImpactSection';
import { recordPage } from '@/layouts/record-page';

export default recordPage((id) => <CompanyScreen id={id} sections={<ImpactSection scope={{ companyId: id }} />} />, CompanyNotFound);
