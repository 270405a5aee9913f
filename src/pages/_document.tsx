import { Head, Html, Main, NextScript } from 'next/document';
import { env } from '@/lib/env';

export default function Document() {
  return (
    <Html lang="pt-BR">
      <Head>
        <meta name="description" content={`${env.appName}: o marketplace B2B para vender e comprar estoques excedentes e ociosos entre empresas.`} />
        <meta name="theme-color" content="#54ABBB" />
        <link rel="icon" href="/favicon.ico" sizes="any" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
