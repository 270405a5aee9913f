/** A page number, or a gap of two or more hidden pages. */
export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The numbers a pager shows: always the first and the last page, the current page with
 * `siblings` pages on each side, and an ellipsis for every gap of two or more pages (a gap of
 * exactly one page shows that page instead). At most 2·siblings + 5 items.
 */
export function pageWindow(current: number, total: number, siblings = 1): PageItem[] {
  const last = Math.max(1, Math.floor(total));
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  const slots = 2 * siblings + 5;
  if (last <= slots) return Array.from({ length: last }, (_, i) => i + 1);

  // Keep the window a constant width: near an edge it extends to the other side.
  let start = Math.max(2, page - siblings);
  let end = Math.min(last - 1, page + siblings);
  const inner = slots - 2; // pages between first and last, ellipses included
  if (page - siblings <= 3) {
    start = 2;
    end = inner; // 1 2 3 4 5 … N
  } else if (page + siblings >= last - 2) {
    start = last - inner + 1;
    end = last - 1; // 1 … N-4 N-3 N-2 N-1 N
  }
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < last - 1) items.push('ellipsis-end');
  items.push(last);
  return items;
}

/** '11–20 de 57' — the range of items a page shows. */
export function rangeLabel(page: number, take: number, itemCount: number): string {
  if (itemCount <= 0) return '0 de 0';
  const first = (page - 1) * take + 1;
  const last = Math.min(itemCount, page * take);
  if (first > itemCount) return `0 de ${itemCount}`;
  return `${first}–${last} de ${itemCount}`;
}
