import { useEffect, useState } from 'react';

/** docs/product/limits.md: an empty state shows once the empty answer has stood this long (no flash on a refetch). */
export const EMPTY_STATE_DELAY_MS = 300;

/** `flag`, but only once it has stayed true for `delayMs` (by default the empty-state delay). */
export function useDelayedFlag(flag: boolean, delayMs = EMPTY_STATE_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [flag, delayMs]);
  return flag && shown;
}
