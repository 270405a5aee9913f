import { useRouter } from 'next/router';
import { useEffect } from 'react';

export const ANCHOR_SCROLL_DELAY_MS = 100;

/** SPEC.md §2: with a #anchor in the address, scroll smoothly to that element after 100 ms. */
export function scrollToHash(hash: string): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return () => undefined;
  const timer = window.setTimeout(() => {
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, ANCHOR_SCROLL_DELAY_MS);
  return () => window.clearTimeout(timer);
}

export function useAnchorScroll(): void {
  const router = useRouter();
  useEffect(() => {
    let cancel = scrollToHash(window.location.hash);
    const onChange = () => {
      cancel();
      cancel = scrollToHash(window.location.hash);
    };
    router.events.on('routeChangeComplete', onChange);
    router.events.on('hashChangeComplete', onChange);
    return () => {
      cancel();
      router.events.off('routeChangeComplete', onChange);
      router.events.off('hashChangeComplete', onChange);
    };
  }, [router.events]);
}
