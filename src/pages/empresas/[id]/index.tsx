import { CompanyScreen, CompanyNotFound } from '@/features/companies/screens/CompanyScreen';
import { ImpactSection } from '@/features/impact/components/ImpactSection';
import { appLayout } from '@/layouts/AppLayout';
import { useRouteId } from '@/lib/hooks/useRouteId';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => {
  const id = useRouteId();
  if (id === null) return <CompanyNotFound />;
  return id === undefined ? null : <CompanyScreen id={id} sections={<ImpactSection scope={{ companyId: id }} />} />;
};
Page.getLayout = appLayout;
export default Page;
