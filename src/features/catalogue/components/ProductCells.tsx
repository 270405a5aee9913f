import type { Product } from '../api';
import { useCategorySelectList, useSegmentSelectList, useSubCategorySelectList } from '../queries';

/** Names from the (cached) select lists; '…' while they load. */
function useNames<T>(query: { data?: T[] }, key: (item: T) => number, name: (item: T) => string) {
  const map = new Map((query.data ?? []).map((item) => [key(item), name(item)]));
  return (id: number) => (query.data ? (map.get(id) ?? `#${id}`) : '…');
}

/** 'Aço e metais: Chapas, Bobinas' per category, one per line. */
export function ProductCategoriesCell({ product }: { product: Product }) {
  const category = useNames(useCategorySelectList(), (c) => c.id, (c) => c.name);
  const subCategory = useNames(useSubCategorySelectList(), (s) => s.index, (s) => s.name);
  return (
    <ul className="flex flex-col gap-0.5 py-1">
      {product.categories.map((c) => (
        <li key={c.categoryId}>
          <span className="font-medium">{category(c.categoryId)}</span>
          {c.subCategoriesIndex.length ? <span className="text-slate-700">: {c.subCategoriesIndex.map(subCategory).join(', ')}</span> : null}
        </li>
      ))}
    </ul>
  );
}

export function ProductSegmentsCell({ product }: { product: Product }) {
  const segment = useNames(useSegmentSelectList(), (s) => s.index, (s) => s.name);
  return <>{product.segmentsIndex.length ? product.segmentsIndex.map(segment).join(', ') : '—'}</>;
}
