import { saoPauloCalendarDay } from '@/lib/calendar-day';
import { ymd } from '@/lib/dates';
import { parseApiDate } from '@/lib/format';
import { isUf } from '@/lib/validators/common';
import type { Search, SearchBody, SearchEdit } from './api';
import type { SearchFormOutput, SearchFormValues } from './schemas';

/**
 * The search form's values without its rules (those are in schemas.ts, which loads after the page
 * is interactive): the empty form, a search → form values, and checked values → the API's bodies.
 */

export function emptySearchForm(): SearchFormValues {
  return { companyId: null, categoryId: null, productId: null, quantity: null, unitIndex: null, maxPrice: null, deadline: '', uf: null, description: '' };
}

/** Checked form values (the body's shape already: schemas.ts) → `POST /search`. */
export function toSearchBody(values: SearchFormOutput): SearchBody {
  return values;
}

/** Form values → `PUT /admin/search/{id}` (an edit: the company is not sent, it stays). */
export function toSearchEdit(values: SearchFormOutput): SearchEdit {
  const { companyId: _company, ...fields } = toSearchBody(values);
  return fields;
}

/** An instant the API sends → its São Paulo day as the DateField holds it (yyyy/MM/dd). */
function formDay(value: string): string {
  const date = parseApiDate(value);
  return date ? ymd(saoPauloCalendarDay(date), '/') : '';
}

/** A search → the form, for an administrator's edit. */
export function fromSearch(search: Search): SearchFormValues {
  return {
    companyId: search.company.id,
    categoryId: search.category?.id ?? null,
    productId: search.product?.id ?? null,
    quantity: search.quantity,
    unitIndex: search.unit.index,
    maxPrice: search.maxPrice,
    deadline: formDay(search.deadline),
    uf: isUf(search.uf) ? search.uf : null,
    description: search.description,
  };
}
