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
