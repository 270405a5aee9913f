import { Head, Html, Main, NextScript } from 'next/document';

/** `lang` (an accessibility audit) and an inline empty icon (no /favicon.ico request, no 404). */
export default function Document() {
  return (
    <Html lang="pt-BR">
      <Head>
        <link rel="icon" href="data:," />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
