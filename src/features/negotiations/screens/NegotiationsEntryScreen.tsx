import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { SkeletonText } from '@/components/ui/Skeleton';
import { routes } from '@/lib/routes';
import { SALES_PROBE } from '../prefetch';

/**
 * `/negociacoes`, the header's 'Negociações': a seller (whose companies have sales) lands on
 * Vendas, anyone else on Compras (docs/deal/negotiations.md). A failed read goes to Compras, which has its own states.
 */
export function NegotiationsEntryScreen() {
  const router = useRouter();
  const sales = useQuery({ ...SALES_PROBE, meta: { silent: true } });
  const target = sales.isSuccess ? (sales.data.meta.itemCount > 0 ? routes.sales() : routes.purchases()) : sales.isError ? routes.purchases() : null;
  const gone = useRef(false);
  useEffect(() => {
    // Once: the router object changes with the route, and this page must not follow itself.
    if (!target || gone.current) return;
    gone.current = true;
    void router.replace(target);
  }, [router, target]);
  return <SkeletonText lines={6} label="Carregando negociações..." />;
}
