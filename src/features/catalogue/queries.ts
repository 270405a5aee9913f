import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { Option } from '@/components/form/options';
import { useListQuery } from '@/lib/hooks/useListQuery';
import { useWriteMutation } from '@/lib/query-mutation';
import type { ListParams } from '@/lib/api/params';
import type { CategoryOption, SegmentOption, SubCategoryBody, UnitOption } from './api';
import { lazyApi, lazyRead } from '@/lib/api/lazy';

/** The calls (and their zod schemas) load with the first request, not with the page. */
const catalogueApi = lazyApi(() => import('./api').then((m) => m.catalogueApi));
const read = lazyRead(() => import('./api'));

/**
 * Every admin list takes page/take, `search` (part of the name, accent- and case-insensitive) and
 * `orderBy` + `order=ASC|DESC` (name by default).
 */
export type CatalogueListParams = ListParams;
/** Also `categoryId`. */
export type SubCategoryListParams = ListParams;
/** Also `categoryId`, `subCategoryIndex` and `segmentIndex`. */
export type ProductListParams = ListParams;

/** The catalogue rarely changes: its select lists stay fresh for 30 min (writes here invalidate them). */
const SELECT_STALE_TIME = 30 * 60_000;

const catalogueRoot = () => ['catalogue'] as const;

/**
 * One level's branch of the catalogue's keys (TkDodo style): `all()` and `lists()` are key-only
 * entries for invalidation, `list(params)` is a page of the admin list and `select()` the level's
 * select list (for this feature and every other one: announcements, searches).
 */
function levelQueries<K extends string, P, L, S>(level: K, list: (params: P) => Promise<L>, select: () => Promise<S>, selectCache: { staleTime: number; gcTime?: number }) {
  const all = () => [...catalogueRoot(), level] as const;
  const lists = () => [...all(), 'list'] as const;
  return {
    all,
    lists,
    list: (params: P) => queryOptions({ queryKey: [...lists(), params] as const, queryFn: () => list(params) }),
    select: () => queryOptions({ queryKey: [...all(), 'select'] as const, queryFn: select, ...selectCache }),
  };
}

const selectCache = { staleTime: SELECT_STALE_TIME };

/** The catalogue's queries: one branch per level; `all()` is every one of them. */
export const catalogueQueries = {
  all: catalogueRoot,
  segments: levelQueries(
    'segments',
    (params: CatalogueListParams) => read((api, http) => http.list('/admin/segment/list', api.segmentSchema, params)),
    () => read((api, http) => http.get('/segment/select-list', api.segmentOptionsSchema)),
    selectCache,
  ),
  categories: levelQueries(
    'categories',
    (params: CatalogueListParams) => read((api, http) => http.list('/admin/product/category/list', api.categorySchema, params)),
    () => read((api, http) => http.get('/product/category/list/select', api.categoryOptionsSchema)),
    selectCache,
  ),
  /** docs/product/calls.md: sub-category options are cached indefinitely (no refetch for the life of the tab). */
  subCategories: levelQueries(
    'subCategories',
    (params: SubCategoryListParams) => read((api, http) => http.list('/admin/product/sub-category/list', api.subCategorySchema, params)),
    () => read((api, http) => http.get('/product/sub-category/select-list', api.subCategoryOptionsSchema)),
    { staleTime: Infinity, gcTime: Infinity },
  ),
  units: levelQueries(
    'units',
    (params: CatalogueListParams) => read((api, http) => http.list('/admin/unit/list', api.unitSchema, params)),
    () => read((api, http) => http.get('/unit/select-list', api.unitOptionsSchema)),
    selectCache,
  ),
  /** Product writes invalidate the select list too (the announcement and search forms, the lists' filters). */
  products: levelQueries(
    'products',
    (params: ProductListParams) => read((api, http) => http.list('/admin/product/list', api.productSchema, params)),
    () => read((api, http) => http.get('/product/select-list', api.productOptionsSchema)),
    selectCache,
  ),
  product: (id: number) =>
    queryOptions({ queryKey: [...catalogueQueries.products.all(), 'detail', id] as const, queryFn: () => read((api, http) => http.get(`/admin/product/${id}`, api.productSchema)) }),
};

// ── Select lists ────────────────────────────────────────────────────────────────────────────────
export const useSegmentSelectList = () => useQuery(catalogueQueries.segments.select());
export const useCategorySelectList = () => useQuery(catalogueQueries.categories.select());
export const useSubCategorySelectList = () => useQuery(catalogueQueries.subCategories.select());
export const useUnitSelectList = () => useQuery(catalogueQueries.units.select());
export const useProductSelectList = () => useQuery(catalogueQueries.products.select());

/**
 * Options for the form kit's selects. Following docs/product/records.md, segments and sub-categories are
 * strings (the index as text) and categories are ids; units are their index.
 */
const segmentToOption = (s: SegmentOption): Option<string> => ({ value: String(s.index), label: s.name });
const categoryToOption = (c: CategoryOption): Option<number> => ({ value: c.id, label: c.name });
export const unitToOption = (u: UnitOption): Option<number> => ({ value: u.index, label: `${u.name} (${u.description})` });

function optionsOf<T, V extends string | number>(
  query: { data?: T[]; isPending: boolean; isError: boolean; refetch: () => Promise<unknown> },
  map: (item: T) => Option<V>,
) {
  return { options: query.data?.map(map) ?? [], loading: query.isPending, isError: query.isError, refetch: query.refetch };
}

export const useSegmentOptions = () => optionsOf(useSegmentSelectList(), segmentToOption);
export const useCategoryOptions = () => optionsOf(useCategorySelectList(), categoryToOption);
export const useUnitOptions = () => optionsOf(useUnitSelectList(), unitToOption);

// ── Admin lists and reads ───────────────────────────────────────────────────────────────────────
export const useSegmentList = (params: CatalogueListParams, enabled = true) => useListQuery(catalogueQueries.segments.list(params), enabled);
export const useCategoryList = (params: CatalogueListParams, enabled = true) => useListQuery(catalogueQueries.categories.list(params), enabled);
export const useSubCategoryList = (params: SubCategoryListParams, enabled = true) => useListQuery(catalogueQueries.subCategories.list(params), enabled);
export const useUnitList = (params: CatalogueListParams, enabled = true) => useListQuery(catalogueQueries.units.list(params), enabled);
export const useProductList = (params: ProductListParams, enabled = true) => useListQuery(catalogueQueries.products.list(params), enabled);
export const useProduct = (id: number | undefined) => useQuery({ ...catalogueQueries.product(id ?? -1), enabled: id !== undefined });

// ── Mutations ───────────────────────────────────────────────────────────────────────────────────
/** What a write to each level changes on screen. */
const touched = {
  segments: [catalogueQueries.segments.all()],
  categories: [catalogueQueries.categories.all()],
  /** Sub-categories are counted in the category list. */
  subCategories: [catalogueQueries.subCategories.all(), catalogueQueries.categories.lists()],
  units: [catalogueQueries.units.all()],
  /**
   * Products are counted in the segment, category and sub-category lists. The product's own read
   * is left alone on delete (refetching it would be a 404); saves refresh it.
   */
  productLists: [
    catalogueQueries.products.lists(),
    catalogueQueries.products.select().queryKey,
    catalogueQueries.segments.lists(),
    catalogueQueries.categories.lists(),
    catalogueQueries.subCategories.lists(),
  ],
  products: [catalogueQueries.products.all(), catalogueQueries.segments.lists(), catalogueQueries.categories.lists(), catalogueQueries.subCategories.lists()],
};

/**
 * Saves are `silent`: the forms show their failures (a duplicate name under the name field, the
 * rest through <Form>'s toast). Deletes toast their failures from the cache (ConfirmDialog stays
 * open meanwhile).
 */
const useCatalogueDelete = (remove: (key: number) => Promise<unknown>, invalidates: readonly QueryKey[], success: string) =>
  useWriteMutation({ mutationFn: remove, invalidates, success });

/** A create (no `key`) or an update (`key`: the entry's id or index). */
export type EntrySave<B> = { key?: number; body: B };

/** Create (no `key`) or update (`key`) one entry, silently (see above). */
function useCatalogueSave<B, R>(create: (body: B) => Promise<R>, update: (key: number, body: B) => Promise<R>, invalidates: readonly QueryKey[], success: string) {
  return useWriteMutation({ mutationFn: ({ key, body }: EntrySave<B>) => (key === undefined ? create(body) : update(key, body)), invalidates, success, silent: true });
}

export const useSaveSegment = () => useCatalogueSave(catalogueApi.createSegment, catalogueApi.updateSegment, touched.segments, 'Segmento salvo com sucesso.');
export const useDeleteSegment = () => useCatalogueDelete(catalogueApi.deleteSegment, touched.segments, 'Segmento excluído com sucesso.');

export const useSaveCategory = () => useCatalogueSave(catalogueApi.createCategory, catalogueApi.updateCategory, touched.categories, 'Categoria salva com sucesso.');
export const useDeleteCategory = () => useCatalogueDelete(catalogueApi.deleteCategory, touched.categories, 'Categoria excluída com sucesso.');

/** Create: `categoryId` is the parent (`POST /admin/product/category/{categoryId}/sub-category`); update: `key` is the index. */
export const useSaveSubCategory = () =>
  useWriteMutation({
    mutationFn: ({ key, categoryId, body }: EntrySave<SubCategoryBody> & { categoryId: number }) =>
      key === undefined ? catalogueApi.createSubCategory(categoryId, body) : catalogueApi.updateSubCategory(key, body),
    invalidates: touched.subCategories,
    success: 'Subcategoria salva com sucesso.',
    silent: true,
  });
export const useDeleteSubCategory = () =>
  useCatalogueDelete(catalogueApi.deleteSubCategory, touched.subCategories, 'Subcategoria excluída com sucesso.');

export const useSaveUnit = () => useCatalogueSave(catalogueApi.createUnit, catalogueApi.updateUnit, touched.units, 'Unidade salva com sucesso.');
export const useDeleteUnit = () => useCatalogueDelete(catalogueApi.deleteUnit, touched.units, 'Unidade excluída com sucesso.');

export const useSaveProduct = () => useCatalogueSave(catalogueApi.createProduct, catalogueApi.updateProduct, touched.products, 'Produto salvo com sucesso.');
export const useDeleteProduct = () => useCatalogueDelete(catalogueApi.deleteProduct, touched.productLists, 'Produto excluído com sucesso.');
