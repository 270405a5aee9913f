import Head from 'next/head';
import { useState } from 'react';

/**
 * The benchmarks' baseline (scripts/bench-lighthouse.mjs, scripts/bench-interactive.mjs): the
 * barest Next page — static text, one button, no data, no images — built with the project's own
 * `next` in every benchmark run. Its LCP and the moment its button carries React's handler
 * ("hydrated") are what the app's pages are compared with.
 */
export default function Baseline() {
  const [clicks, setClicks] = useState(0);
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
        {/* One control with a React handler: bench:interactive times when it is hydrated. */}
        <button type="button" onClick={() => setClicks((n) => n + 1)}>
          Cliques: {clicks}
        </button>
      </main>
    </>
  );
}
