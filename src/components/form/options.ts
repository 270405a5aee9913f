import type { ReactNode } from 'react';

export type OptionValue = string | number;

/** An option of a select, radio group or multi-select. `select-list` calls map to this. */
export interface Option<V extends OptionValue = OptionValue> {
  value: V;
  label: string;
  /** Extra text under a radio option. */
  description?: ReactNode;
  disabled?: boolean;
}

/** Index of the option whose value equals `value` (1 and '1' are different values). */
export function optionIndex(options: readonly Option[], value: unknown): number {
  return options.findIndex((option) => option.value === value);
}

/**
 * Query data → select options: `toOptions(companies.data, (c) => c.id, (c) => c.companyName)`.
 * A list still loading (undefined) gives no options. Filters take string values: `(p) => String(p.id)`.
 */
export function toOptions<T, V extends OptionValue>(items: readonly T[] | undefined, value: (item: T) => V, label: (item: T) => string): Option<V>[] {
  return (items ?? []).map((item) => ({ value: value(item), label: label(item) }));
}

/** `options` plus `extra` when it is not among them (the saved choice of an edited record, no longer listed). */
export function withOption<V extends OptionValue>(options: Option<V>[], extra: Option<V> | undefined): Option<V>[] {
  return extra && !options.some((o) => o.value === extra.value) ? [...options, extra] : options;
}
