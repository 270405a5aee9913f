import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { Option } from '@/components/form/options';
import { useListQuery } from '@/lib/hooks/useListQuery';
import { useWriteMutation } from '@/lib/query-mutation';
import {
  catalogueApi,
  type CatalogueListParams,
  type CategoryOption,
  type ProductListParams,
  type SegmentOption,
  type SubCategoryBody,
  type SubCategoryListParams,
  type UnitOption,
} from './api';

/** The catalogue rarely changes: its select lists stay fresh for 30 min (writes here invalidate them). */
const SELECT_STALE_TIME = 30 * 60_000;

/**
 * The catalogue's queries (TkDodo style): one branch per level, with its lists and its select list
 * (for this feature and every other one: announcements, searches); key-only entries invalidate.
 */
export const catalogueQueries = {
  all: () => ['catalogue'] as const,
  segments: () => [...catalogueQueries.all(), 'segments'] as const,
  segmentLists: () => [...catalogueQueries.segments(), 'list'] as const,
  segmentList: (params: CatalogueListParams) =>
    queryOptions({ queryKey: [...catalogueQueries.segmentLists(), params] as const, queryFn: () => catalogueApi.listSegments(params) }),
  segmentSelect: () =>
    queryOptions({ queryKey: [...catalogueQueries.segments(), 'select'] as const, queryFn: catalogueApi.segmentSelectList, staleTime: SELECT_STALE_TIME }),
  categories: () => [...catalogueQueries.all(), 'categories'] as const,
  categoryLists: () => [...catalogueQueries.categories(), 'list'] as const,
  categoryList: (params: CatalogueListParams) =>
    queryOptions({ queryKey: [...catalogueQueries.categoryLists(), params] as const, queryFn: () => catalogueApi.listCategories(params) }),
  categorySelect: () =>
    queryOptions({ queryKey: [...catalogueQueries.categories(), 'select'] as const, queryFn: catalogueApi.categorySelectList, staleTime: SELECT_STALE_TIME }),
  subCategories: () => [...catalogueQueries.all(), 'subCategories'] as const,
  subCategoryLists: () => [...catalogueQueries.subCategories(), 'list'] as const,
  subCategoryList: (params: SubCategoryListParams) =>
    queryOptions({ queryKey: [...catalogueQueries.subCategoryLists(), params] as const, queryFn: () => catalogueApi.listSubCategories(params) }),
  /** SPEC.md §7: sub-category options are cached indefinitely (no refetch for the life of the tab). */
  subCategorySelect: () =>
    queryOptions({
      queryKey: [...catalogueQueries.subCategories(), 'select'] as const,
      queryFn: catalogueApi.subCategorySelectList,
      staleTime: Infinity,
      gcTime: Infinity,
    }),
  units: () => [...catalogueQueries.all(), 'units'] as const,
  unitLists: () => [...catalogueQueries.units(), 'list'] as const,
  unitList: (params: CatalogueListParams) => queryOptions({ queryKey: [...catalogueQueries.unitLists(), params] as const, queryFn: () => catalogueApi.listUnits(params) }),
  unitSelect: () => queryOptions({ queryKey: [...catalogueQueries.units(), 'select'] as const, queryFn: catalogueApi.unitSelectList, staleTime: SELECT_STALE_TIME }),
  products: () => [...catalogueQueries.all(), 'products'] as const,
  productLists: () => [...catalogueQueries.products(), 'list'] as const,
  productList: (params: ProductListParams) =>
    queryOptions({ queryKey: [...catalogueQueries.productLists(), params] as const, queryFn: () => catalogueApi.listProducts(params) }),
  product: (id: number) => queryOptions({ queryKey: [...catalogueQueries.products(), 'detail', id] as const, queryFn: () => catalogueApi.getProduct(id) }),
  /** The products for the announcement and search forms and the lists' filters (product writes here invalidate it). */
  productSelect: () =>
    queryOptions({ queryKey: [...catalogueQueries.products(), 'select'] as const, queryFn: catalogueApi.productSelectList, staleTime: SELECT_STALE_TIME }),
};

// ── Select lists ────────────────────────────────────────────────────────────────────────────────
export const useSegmentSelectList = () => useQuery(catalogueQueries.segmentSelect());
export const useCategorySelectList = () => useQuery(catalogueQueries.categorySelect());
export const useSubCategorySelectList = () => useQuery(catalogueQueries.subCategorySelect());
export const useUnitSelectList = () => useQuery(catalogueQueries.unitSelect());
export const useProductSelectList = () => useQuery(catalogueQueries.productSelect());

/**
 * Options for the form kit's selects. Following SPEC.md §3, segments and sub-categories are
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
export const useSegmentList = (params: CatalogueListParams, enabled = true) => useListQuery(catalogueQueries.segmentList(params), enabled);
export const useCategoryList = (params: CatalogueListParams, enabled = true) => useListQuery(catalogueQueries.categoryList(params), enabled);
export const useSubCategoryList = (params: SubCategoryListParams, enabled = true) => useListQuery(catalogueQueries.subCategoryList(params), enabled);
export const useUnitList = (params: CatalogueListParams, enabled = true) => useListQuery(catalogueQueries.unitList(params), enabled);
export const useProductList = (params: ProductListParams, enabled = true) => useListQuery(catalogueQueries.productList(params), enabled);
export const useProduct = (id: number | undefined) => useQuery({ ...catalogueQueries.product(id ?? -1), enabled: id !== undefined });

// ── Mutations ───────────────────────────────────────────────────────────────────────────────────
/** What a write to each level changes on screen. */
const touched = {
  segments: [catalogueQueries.segments()],
  categories: [catalogueQueries.categories()],
  /** Sub-categories are counted in the category list. */
  subCategories: [catalogueQueries.subCategories(), catalogueQueries.categoryLists()],
  units: [catalogueQueries.units()],
  /**
   * Products are counted in the segment, category and sub-category lists. The product's own read
   * is left alone on delete (refetching it would be a 404); saves refresh it.
   */
  productLists: [
    catalogueQueries.productLists(),
    catalogueQueries.productSelect().queryKey,
    catalogueQueries.segmentLists(),
    catalogueQueries.categoryLists(),
    catalogueQueries.subCategoryLists(),
  ],
  products: [catalogueQueries.products(), catalogueQueries.segmentLists(), catalogueQueries.categoryLists(), catalogueQueries.subCategoryLists()],
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
