import type { AppContext, AppInitialProps, AppProps } from 'next/app';
import Head from 'next/head';
import { RouteChangeOverlay } from '@/components/layout/RouteChangeOverlay';
import { env } from '@/lib/env';
import { useAnchorScroll } from '@/lib/hooks/useAnchorScroll';
import { documentTitle, type LayoutProps, type NextPageWithLayout } from '@/layouts/page';
import '@/styles/globals.css';

type AppPropsWithLayout = AppProps & { Component: NextPageWithLayout };

/**
 * Kept deliberately small: the app stack (React Query, Firebase, axios, toasts) lives in the
 * layouts each page picks (src/layouts), so the landing page does not load it. The tab title is
 * the one the page declares (`Page.title`), on the server too, so a first load carries only its own.
 */
export default function App({ Component, pageProps, router }: AppPropsWithLayout) {
  useAnchorScroll();
  const getLayout = Component.getLayout ?? ((page) => page);
  return (
    <>
      <Head>
        <title>{documentTitle(env.appName, Component.title, router.query)}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <RouteChangeOverlay />
      {getLayout(<Component {...pageProps} />, pageProps as LayoutProps)}
    </>
  );
}

/**
 * Makes every page render per request (no automatic static optimisation): each response needs its
 * own script nonce (src/proxy.ts, src/lib/security/csp.ts), which a page built once cannot carry.
 * In the browser it only runs a page's own getInitialProps (the error page's).
 */
App.getInitialProps = async ({ Component, ctx }: AppContext): Promise<AppInitialProps> => ({
  pageProps: Component.getInitialProps ? await Component.getInitialProps(ctx) : {},
});
