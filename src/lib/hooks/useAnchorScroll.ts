import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { prefersReducedMotion } from './useReducedMotion';

export const ANCHOR_SCROLL_DELAY_MS = 100;

/** `#fotos` → 'fotos', `#a%C3%A7o` → 'aço'; an escape that is not UTF-8 (`#%E0%A4%A`) is taken as typed. */
function hashTarget(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * docs/product/screens.md: with a #anchor in the address, scroll smoothly to that element after 100 ms (at
 * once, without the animation, for a user whose system asks for reduced motion).
 */
function scrollToHash(hash: string): () => void {
  const id = hashTarget(hash);
  if (!id) return () => undefined;
  const timer = window.setTimeout(() => {
    document.getElementById(id)?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
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
