import { CollaboratorsScreen, CompanyNotFound } from '@/features/collaborators/screens/CollaboratorsScreen';
import { appLayout } from '@/layouts/AppLayout';
import { useRouteId } from '@/lib/hooks/useRouteId';
import type { NextPageWithLayout } from '@/layouts/page';

const Page: NextPageWithLayout = () => {
  const id = useRouteId();
  if (id === null) return <CompanyNotFound />;
  return id === undefined ? null : <CollaboratorsScreen companyId={id} />;
};
Page.getLayout = appLayout;
export default Page;
