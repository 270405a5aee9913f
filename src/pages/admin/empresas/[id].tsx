import { AdminCompanyScreen, AdminCompanyNotFound } from '@/features/companies/screens/AdminCompanyScreen';
import { appLayout } from '@/layouts/AppLayout';
import { useRouteId } from '@/lib/hooks/useRouteId';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => {
  const id = useRouteId();
  if (id === null) return <AdminCompanyNotFound />;
  return id === undefined ? null : <AdminCompanyScreen id={id} />;
};
Page.getLayout = appLayout;
export default Page;
