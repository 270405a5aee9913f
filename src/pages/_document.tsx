import NextDocument, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import Script from 'next/script';
import { OFFSET_SPAN_META } from '@/lib/calendar-day';
import { EARLY_HISTORY_SCRIPT } from '@/lib/early-history';
import { env } from '@/lib/env';
import { encodeOffsetSpan, saoPauloOffsetSpan } from '@/lib/sao-paulo-span';
import { documentNonce } from '@/lib/security/csp';

type DocumentProps = DocumentInitialProps & { nonce?: string };

/**
 * Next's own head and scripts (`<script defer>`, fetched while the HTML is laid out), each
 * carrying the nonce of this response's Content-Security-Policy (`documentNonce`: the policy
 * src/proxy.ts or pages/_error put on the response, or a fresh one set here for a page the proxy
 * skipped; never a request header). One inline script of ours runs before them: the guard against
 * Back or Forward before the router is up (lib/early-history.ts). The head carries São Paulo's
 * UTC offset and the span it holds over, so the browser reads São Paulo's day and clock without
 * ICU (lib/calendar-day.ts).
 */
export default class Document extends NextDocument<DocumentProps> {
  static override async getInitialProps(ctx: DocumentContext): Promise<DocumentProps> {
    const initial = await ctx.defaultGetInitialProps(ctx);
    return { ...initial, nonce: documentNonce(ctx.res) };
  }

  override render() {
    const { nonce } = this.props;
    return (
      <Html lang="pt-BR">
        <Head nonce={nonce}>
          <meta name="description" content={`${env.appName}: o marketplace B2B para vender e comprar estoques excedentes e ociosos entre empresas.`} />
          <meta name="theme-color" content="#54ABBB" />
          <meta name={OFFSET_SPAN_META} content={encodeOffsetSpan(saoPauloOffsetSpan())} />
          {/* One first frame, the whole page: no frames of a half-parsed page while it is read (their layouts held back the scripts). */}
          <link rel="expect" href="#__NEXT_DATA__" blocking="render" />
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
