import { useCallback, useLayoutEffect, useRef, type RefCallback } from 'react';

/**
 * A server-rendered input (/participe's sign-in form, /vitrine's search) can be typed into before the page's script
 * runs. React leaves that text in the input when it hydrates, but the form state still holds the
 * default, so the next render put the default back and the typing was lost. On mount, hand such
 * text to the form. Nothing happens for inputs rendered in the browser (their text is the state).
 *
 * Returns the input's ref: the field's own ref (react-hook-form's, for focus), if any, plus ours.
 */
export function useTypedBeforeHydration(
  fieldRef: RefCallback<HTMLInputElement> | undefined,
  value: unknown,
  onChange: (text: string) => void,
): RefCallback<HTMLInputElement> {
  const input = useRef<HTMLInputElement | null>(null);
  const first = useRef({ value, onChange });
  useLayoutEffect(() => {
    const typed = input.current?.value;
    const { value: initial, onChange: change } = first.current;
    if (typed && typed !== (initial ?? '')) change(typed);
  }, []);
  return useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      fieldRef?.(element);
    },
    [fieldRef],
  );
}
