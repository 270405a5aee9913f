import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Option } from '@/components/form/options';
import { notifySuccess } from '@/lib/notify';
import {
  catalogueApi,
  type CatalogueListParams,
  type CategoryBody,
  type CategoryOption,
  type ProductBody,
  type ProductListParams,
  type SegmentBody,
  type SegmentOption,
  type SubCategoryBody,
  type SubCategoryListParams,
  type SubCategoryOption,
  type UnitBody,
  type UnitOption,
} from './api';

/** Query keys of the catalogue (TkDodo style): one branch per level, lists and select lists under it. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  segments: () => [...catalogueKeys.all, 'segments'] as const,
  segmentLists: () => [...catalogueKeys.segments(), 'list'] as const,
  segmentList: (params: CatalogueListParams) => [...catalogueKeys.segmentLists(), params] as const,
  segmentSelect: () => [...catalogueKeys.segments(), 'select'] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  categoryLists: () => [...catalogueKeys.categories(), 'list'] as const,
  categoryList: (params: CatalogueListParams) => [...catalogueKeys.categoryLists(), params] as const,
  categorySelect: () => [...catalogueKeys.categories(), 'select'] as const,
  subCategories: () => [...catalogueKeys.all, 'subCategories'] as const,
  subCategoryLists: () => [...catalogueKeys.subCategories(), 'list'] as const,
  subCategoryList: (params: SubCategoryListParams) => [...catalogueKeys.subCategoryLists(), params] as const,
  subCategorySelect: () => [...catalogueKeys.subCategories(), 'select'] as const,
  units: () => [...catalogueKeys.all, 'units'] as const,
  unitLists: () => [...catalogueKeys.units(), 'list'] as const,
  unitList: (params: CatalogueListParams) => [...catalogueKeys.unitLists(), params] as const,
  unitSelect: () => [...catalogueKeys.units(), 'select'] as const,
  products: () => [...catalogueKeys.all, 'products'] as const,
  productLists: () => [...catalogueKeys.products(), 'list'] as const,
  productList: (params: ProductListParams) => [...catalogueKeys.productLists(), params] as const,
  product: (id: number) => [...catalogueKeys.products(), 'detail', id] as const,
  productSelect: () => [...catalogueKeys.products(), 'select'] as const,
};

// ── Select lists: for this feature and every other one (announcements, searches) ─────────────────
/** The catalogue rarely changes: its select lists stay fresh for 30 min (writes here invalidate them). */
const SELECT_STALE_TIME = 30 * 60_000;

export const catalogueSelectQueries = {
  segments: () => queryOptions({ queryKey: catalogueKeys.segmentSelect(), queryFn: catalogueApi.segmentSelectList, staleTime: SELECT_STALE_TIME }),
  categories: () => queryOptions({ queryKey: catalogueKeys.categorySelect(), queryFn: catalogueApi.categorySelectList, staleTime: SELECT_STALE_TIME }),
  /** SPEC.md §7: sub-category options are cached indefinitely (no refetch for the life of the tab). */
  subCategories: () =>
    queryOptions({ queryKey: catalogueKeys.subCategorySelect(), queryFn: catalogueApi.subCategorySelectList, staleTime: Infinity, gcTime: Infinity }),
  units: () => queryOptions({ queryKey: catalogueKeys.unitSelect(), queryFn: catalogueApi.unitSelectList, staleTime: SELECT_STALE_TIME }),
  products: () => queryOptions({ queryKey: catalogueKeys.productSelect(), queryFn: catalogueApi.productSelectList, staleTime: SELECT_STALE_TIME }),
};

export const useSegmentSelectList = () => useQuery(catalogueSelectQueries.segments());
export const useCategorySelectList = () => useQuery(catalogueSelectQueries.categories());
export const useSubCategorySelectList = () => useQuery(catalogueSelectQueries.subCategories());
export const useUnitSelectList = () => useQuery(catalogueSelectQueries.units());
/** The products for the announcement and search forms and the lists' filters (product writes here invalidate it). */
export const useProductSelectList = () => useQuery(catalogueSelectQueries.products());

/**
 * Options for the form kit's selects. Following SPEC.md §3, segments and sub-categories are
 * strings (the index as text) and categories are ids; units are their index.
 */
export const segmentToOption = (s: SegmentOption): Option<string> => ({ value: String(s.index), label: s.name });
export const categoryToOption = (c: CategoryOption): Option<number> => ({ value: c.id, label: c.name });
export const subCategoryToOption = (s: SubCategoryOption): Option<string> => ({ value: String(s.index), label: s.name });
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
/** `enabled`: false until the list state is read from the URL (`useListParams().ready`). */
export const useSegmentList = (params: CatalogueListParams, enabled = true) =>
  useQuery({ queryKey: catalogueKeys.segmentList(params), queryFn: () => catalogueApi.listSegments(params), placeholderData: keepPreviousData, enabled });
export const useCategoryList = (params: CatalogueListParams, enabled = true) =>
  useQuery({ queryKey: catalogueKeys.categoryList(params), queryFn: () => catalogueApi.listCategories(params), placeholderData: keepPreviousData, enabled });
export const useSubCategoryList = (params: SubCategoryListParams, enabled = true) =>
  useQuery({
    queryKey: catalogueKeys.subCategoryList(params),
    queryFn: () => catalogueApi.listSubCategories(params),
    placeholderData: keepPreviousData,
    enabled,
  });
export const useUnitList = (params: CatalogueListParams, enabled = true) =>
  useQuery({ queryKey: catalogueKeys.unitList(params), queryFn: () => catalogueApi.listUnits(params), placeholderData: keepPreviousData, enabled });
export const useProductList = (params: ProductListParams, enabled = true) =>
  useQuery({ queryKey: catalogueKeys.productList(params), queryFn: () => catalogueApi.listProducts(params), placeholderData: keepPreviousData, enabled });
export const useProduct = (id: number | undefined) =>
  useQuery({ queryKey: catalogueKeys.product(id ?? -1), queryFn: () => catalogueApi.getProduct(id!), enabled: id !== undefined });

// ── Mutations ───────────────────────────────────────────────────────────────────────────────────
const invalidate = (client: QueryClient, ...keys: readonly (readonly unknown[])[]) =>
  Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));

/** What a write to each level changes on screen. */
const touched = {
  segments: () => [catalogueKeys.segments()],
  categories: () => [catalogueKeys.categories()],
  /** Sub-categories are counted in the category list. */
  subCategories: () => [catalogueKeys.subCategories(), catalogueKeys.categoryLists()],
  units: () => [catalogueKeys.units()],
  /**
   * Products are counted in the segment, category and sub-category lists. The product's own read
   * is left alone on delete (refetching it would be a 404); saves refresh it.
   */
  productLists: () => [
    catalogueKeys.productLists(),
    catalogueKeys.productSelect(),
    catalogueKeys.segmentLists(),
    catalogueKeys.categoryLists(),
    catalogueKeys.subCategoryLists(),
  ],
  products: () => [catalogueKeys.products(), catalogueKeys.segmentLists(), catalogueKeys.categoryLists(), catalogueKeys.subCategoryLists()],
};

/**
 * Saves are `silent`: the forms show their failures (a duplicate name under the name field, the
 * rest through <Form>'s toast). Deletes toast their failures from the cache (ConfirmDialog stays
 * open meanwhile).
 */
function useCatalogueMutation<V, R>(fn: (variables: V) => Promise<R>, keys: () => (readonly unknown[])[], success: string, silent = false) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { silent },
    onSuccess: async () => {
      notifySuccess(success);
      await invalidate(client, ...keys());
    },
  });
}

type Save<B> = { key?: number; body: B };

export const useSaveSegment = () =>
  useCatalogueMutation(
    ({ key, body }: Save<SegmentBody>) => (key === undefined ? catalogueApi.createSegment(body) : catalogueApi.updateSegment(key, body)),
    touched.segments,
    'Segmento salvo com sucesso.',
    true,
  );
export const useDeleteSegment = () => useCatalogueMutation(catalogueApi.deleteSegment, touched.segments, 'Segmento excluído com sucesso.');

export const useSaveCategory = () =>
  useCatalogueMutation(
    ({ key, body }: Save<CategoryBody>) => (key === undefined ? catalogueApi.createCategory(body) : catalogueApi.updateCategory(key, body)),
    touched.categories,
    'Categoria salva com sucesso.',
    true,
  );
export const useDeleteCategory = () => useCatalogueMutation(catalogueApi.deleteCategory, touched.categories, 'Categoria excluída com sucesso.');

/** Create: `categoryId` is the parent (`POST /admin/product/category/{categoryId}/sub-category`); update: `key` is the index. */
export const useSaveSubCategory = () =>
  useCatalogueMutation(
    ({ key, categoryId, body }: Save<SubCategoryBody> & { categoryId: number }) =>
      key === undefined ? catalogueApi.createSubCategory(categoryId, body) : catalogueApi.updateSubCategory(key, body),
    touched.subCategories,
    'Subcategoria salva com sucesso.',
    true,
  );
export const useDeleteSubCategory = () =>
  useCatalogueMutation(catalogueApi.deleteSubCategory, touched.subCategories, 'Subcategoria excluída com sucesso.');

export const useSaveUnit = () =>
  useCatalogueMutation(
    ({ key, body }: Save<UnitBody>) => (key === undefined ? catalogueApi.createUnit(body) : catalogueApi.updateUnit(key, body)),
    touched.units,
    'Unidade salva com sucesso.',
    true,
  );
export const useDeleteUnit = () => useCatalogueMutation(catalogueApi.deleteUnit, touched.units, 'Unidade excluída com sucesso.');

export const useSaveProduct = () =>
  useCatalogueMutation(
    ({ key, body }: Save<ProductBody>) => (key === undefined ? catalogueApi.createProduct(body) : catalogueApi.updateProduct(key, body)),
    touched.products,
    'Produto salvo com sucesso.',
    true,
  );
export const useDeleteProduct = () => useCatalogueMutation(catalogueApi.deleteProduct, touched.productLists, 'Produto excluído com sucesso.');
