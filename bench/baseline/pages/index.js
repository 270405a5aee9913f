import Head from 'next/head';

/**
 * The Lighthouse baseline (scripts/bench-lighthouse.mjs): the barest Next page — static text, no
 * data, no images — built with the project's own `next` in every benchmark run. Its LCP is what
 * the app's pages are compared with (target: LCP ≤ 1.2 × this page's).
 */
export default function Baseline() {
  return (
    <>
      <Head>
        <title>Giro — página de referência</title>
        <meta name="description" content="Página mínima do Next usada como referência nos benchmarks do Giro." />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <main>
        <h1>Página de referência</h1>
        <p>Uma página do Next sem dados nem imagens, para comparar o LCP das páginas do Giro.</p>
      </main>
    </>
  );
}
