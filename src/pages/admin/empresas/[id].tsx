import { AdminCompanyScreen, AdminCompanyNotFound } from '@/features/companies/screens/AdminCompanyScreen';
import { ImpactSection } from '@/features/impact/components/ImpactSection';
import { appLayout } from '@/layouts/AppLayout';
import { useRouteId } from '@/lib/hooks/useRouteId';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => {
  const id = useRouteId();
  if (id === null) return <AdminCompanyNotFound />;
  return id === undefined ? null : <AdminCompanyScreen id={id} sections={<ImpactSection scope={{ companyId: id }} />} />;
};
Page.getLayout = appLayout;
export default Page;
