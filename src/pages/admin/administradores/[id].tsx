import { AdminScreen, AdminNotFound } from '@/features/admins/screens/AdminScreen';
import { appLayout } from '@/layouts/AppLayout';
import { useRouteId } from '@/lib/hooks/useRouteId';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => {
  const id = useRouteId();
  if (id === null) return <AdminNotFound />;
  return id === undefined ? null : <AdminScreen id={id} />;
};
Page.getLayout = appLayout;
export default Page;
