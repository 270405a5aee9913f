import { useCallback, useMemo, useState } from 'react';
import type { Page } from '@/lib/api/params';
import { Pagination } from './Pagination';

/** Page and size of a list that lives in a section of a page (kept in the component, not the URL); a new size goes back to page 1. */
export function useSectionPage(initialTake = 10) {
  const [page, setPage] = useState(1);
  const [take, setTakeOnly] = useState(initialTake);
  const setTake = useCallback((next: number) => {
    setTakeOnly(next);
    setPage(1);
  }, []);
  return useMemo(() => ({ page, take, setPage, setTake }), [page, take, setTake]);
}

/** The pager under a section's list, shown only when there is more than one page. */
export function SectionPager({ meta, paging }: { meta: Page<unknown>['meta']; paging: ReturnType<typeof useSectionPage> }) {
  if (meta.pageCount <= 1) return null;
  return (
    <div className="mt-3">
      <Pagination page={paging.page} pageCount={meta.pageCount} take={paging.take} itemCount={meta.itemCount} onPageChange={paging.setPage} onTakeChange={paging.setTake} />
    </div>
  );
}
