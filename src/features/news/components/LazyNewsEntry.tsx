import dynamic from 'next/dynamic';

/**
 * The header's 'Novidades', loaded after the page: it reads five features' lists, and their
 * schemas should not weigh on every signed-in page's first load (nor on the server's HTML).
 */
export const LazyNewsEntry = dynamic(() => import('./NewsEntry').then((m) => m.NewsEntry), { ssr: false });
