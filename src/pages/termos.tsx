import { TermsScreen } from '@/features/legal/screens/TermsScreen';
import { publicLayout } from '@/layouts/PublicLayout';
import type { NextPageWithLayout } from '@/layouts/page';

/** Static: rendered once at build time, readable signed in or not (the sign-up links here). */
const Page = () => <TermsScreen />;
Page.title = 'Termos de uso';
Page.getLayout = publicLayout;

export default Page satisfies NextPageWithLayout;
