import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';

/**
 * docs/product/screens.md: every page transition shows a global loading overlay and locks page scroll;
 * shallow address changes (table page, filters) do not.
 */
export function RouteChangeOverlay() {
  const router = useRouter();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) setVisible(true);
    };
    const done = () => setVisible(false);
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', done);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', done);
    };
  }, [router.events]);

  useEffect(() => {
    document.body.classList.toggle('scroll-locked', visible);
    return () => document.body.classList.remove('scroll-locked');
  }, [visible]);

  if (!visible) return null;
  return (
    <div
      data-testid="route-overlay"
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[1000] flex items-center justify-center bg-white/70 backdrop-blur-[1px]"
    >
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-primary-200 border-t-primary-700" aria-hidden="true" />
      <span className="sr-only">Carregando...</span>
    </div>
  );
}
