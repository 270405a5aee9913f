import { lazyComponent } from '@/lib/lazy-component';

/** The catalogue's create/edit dialogs, out of their list pages' first load (CatalogueList opens them). */
export const lazySegmentDialog = lazyComponent(() => import('./EntryDialogs').then((m) => m.SegmentDialog));
export const lazyCategoryDialog = lazyComponent(() => import('./EntryDialogs').then((m) => m.CategoryDialog));
export const lazySubCategoryDialog = lazyComponent(() => import('./EntryDialogs').then((m) => m.SubCategoryDialog));
export const lazyUnitDialog = lazyComponent(() => import('./EntryDialogs').then((m) => m.UnitDialog));
