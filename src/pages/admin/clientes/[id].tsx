import { ClientScreen, ClientNotFound } from '@/features/clients/screens/ClientScreen';
import { appLayout } from '@/layouts/AppLayout';
import { useRouteId } from '@/lib/hooks/useRouteId';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => {
  const id = useRouteId();
  if (id === null) return <ClientNotFound />;
  return id === undefined ? null : <ClientScreen id={id} />;
};
Page.getLayout = appLayout;
export default Page;
