import NextDocument, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import Script from 'next/script';
import { EARLY_HISTORY_SCRIPT } from '@/lib/early-history';
import { env } from '@/lib/env';
import { nonceOf } from '@/lib/security/csp';

type DocumentProps = DocumentInitialProps & { nonce?: string };

/**
 * Next's own head and scripts (`<script defer>`, fetched while the HTML is laid out), each
 * carrying the nonce of this response's Content-Security-Policy: the one src/proxy.ts put on the
 * request, or (for the 400 page Next renders before the proxy's headers apply) the one
 * pages/_error set on the response. One inline script of ours runs before them: the guard against
 * Back or Forward before the router is up (lib/early-history.ts).
 */
export default class Document extends NextDocument<DocumentProps> {
  static override async getInitialProps(ctx: DocumentContext): Promise<DocumentProps> {
    const initial = await ctx.defaultGetInitialProps(ctx);
    const fromRequest = ctx.req?.headers['content-security-policy'];
    const fromResponse = ctx.res?.getHeader('Content-Security-Policy');
    const nonce = nonceOf(typeof fromRequest === 'string' ? fromRequest : undefined) ?? nonceOf(typeof fromResponse === 'string' ? fromResponse : undefined);
    return { ...initial, nonce };
  }

  override render() {
    const { nonce } = this.props;
    return (
      <Html lang="pt-BR">
        <Head nonce={nonce}>
          <meta name="description" content={`${env.appName}: o marketplace B2B para vender e comprar estoques excedentes e ociosos entre empresas.`} />
          <meta name="theme-color" content="#54ABBB" />
          <link rel="icon" href="/favicon.ico" sizes="any" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </Head>
        <body>
          <Script id="early-history" strategy="beforeInteractive">
            {EARLY_HISTORY_SCRIPT}
          </Script>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
