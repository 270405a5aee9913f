import type { JSX, ReactElement } from 'react';
import { Head, Html, Main, NextScript } from 'next/document';
import { env } from '@/lib/env';
import { PAINT_FIRST_FALLBACK_MS, paintFirstScript } from '@/lib/paint-first';

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

export default function Document() {
  return (
    <Html lang="pt-BR">
      <PaintFirstHead>
        <meta name="description" content={`${env.appName}: o marketplace B2B para vender e comprar estoques excedentes e ociosos entre empresas.`} />
        <meta name="theme-color" content="#54ABBB" />
        <link rel="icon" href="/favicon.ico" sizes="any" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </PaintFirstHead>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
