import { PrivacyScreen } from '@/features/legal/screens/PrivacyScreen';
import { publicLayout } from '@/layouts/PublicLayout';
import type { NextPageWithLayout } from '@/layouts/page';

/** Static: rendered once at build time, readable signed in or not (the sign-up links here). */
const Page = () => <PrivacyScreen />;
Page.title = 'Política de privacidade';
Page.getLayout = publicLayout;

export default Page satisfies NextPageWithLayout;
