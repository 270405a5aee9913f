import type { Ref } from 'react';

/** Hands `value` to a ref of either kind (callback or object), as React would. */
export function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}
