import { NOT_FOUND_PAGE, StatusPage } from '@/components/layout/StatusPage';
import { publicLayout } from '@/layouts/PublicLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const NotFound = () => <StatusPage {...NOT_FOUND_PAGE} />;
NotFound.title = 'Página não encontrada';
NotFound.getLayout = publicLayout;

export default NotFound satisfies NextPageWithLayout;
