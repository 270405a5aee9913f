import type { JSX, ReactElement } from 'react';
import NextDocument, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { env } from '@/lib/env';
import { PAINT_FIRST_FALLBACK_MS, paintFirstScript } from '@/lib/paint-first';
import { nonceOf } from '@/lib/security/csp';

type DocumentFiles = Parameters<Head['getScripts']>[0];

/**
 * Next's head, except that the app's chunks are fetched and run once the first frame has been
 * painted (src/lib/paint-first.ts) instead of by `<script defer>` tags. Next's inline
 * scripts (Turbopack's bootstrap) stay where they are. `next dev` keeps Next's tags: it hides the
 * page until its script has run, so there would be no paint to wait for.
 */
class PaintFirstHead extends Head {
  private readonly srcs: string[] = [];

  /** Keeps Next's inline scripts, and takes the address of each chunk script for the loader. */
  private takeChunks(elements: readonly (JSX.Element | null)[]): JSX.Element[] {
    const inline: JSX.Element[] = [];
    for (const element of elements) {
      if (!element) continue;
      const { src } = (element as ReactElement<{ src?: string }>).props;
      if (src) this.srcs.push(src);
      else inline.push(element);
    }
    return inline;
  }

  // Next's head calls getDynamicChunks, then getScripts: the chunks keep Next's order.
  override getDynamicChunks(files: DocumentFiles) {
    const chunks = super.getDynamicChunks(files);
    return this.context.isDevelopment ? chunks : this.takeChunks(chunks);
  }

  override getScripts(files: DocumentFiles) {
    const scripts = super.getScripts(files);
    if (this.context.isDevelopment) return scripts;
    const inline = this.takeChunks(scripts);
    const loader = paintFirstScript({ srcs: this.srcs, fallbackMs: PAINT_FIRST_FALLBACK_MS });
    return [...inline, <script key="paint-first" nonce={this.props.nonce} dangerouslySetInnerHTML={{ __html: loader }} />];
  }
}

type DocumentProps = DocumentInitialProps & { nonce?: string };

/**
 * Every script of the page carries the nonce of this response's Content-Security-Policy: the one
 * src/proxy.ts put on the request, or (for the 400 page Next renders before the proxy) the one
 * pages/_error set on the response.
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
        <PaintFirstHead nonce={nonce}>
          <meta name="description" content={`${env.appName}: o marketplace B2B para vender e comprar estoques excedentes e ociosos entre empresas.`} />
          <meta name="theme-color" content="#54ABBB" />
          <link rel="icon" href="/favicon.ico" sizes="any" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </PaintFirstHead>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
