import { NOT_FOUND_PAGE, StatusPage } from '@/components/layout/StatusPage';
import { publicLayout } from '@/layouts/PublicLayout';
import type { NextPageWithLayout } from '@/layouts/page';

const NotFound: NextPageWithLayout = () => <StatusPage {...NOT_FOUND_PAGE} />;
NotFound.getLayout = (page) => publicLayout(page);

export default NotFound;
