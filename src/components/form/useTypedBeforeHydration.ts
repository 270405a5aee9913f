import { useCallback, useLayoutEffect, useRef, type RefCallback } from 'react';
import { useHydrated } from '@/lib/hooks/useHydrated';

/**
 * A server-rendered control (/participe's forms; the search, select filters and page size of
 * /vitrine and /admin/anuncios) can be typed into or changed before the page's script runs. React leaves
 * that value in the control when it hydrates, but the state still holds the default, so the next
 * render put the default back and the user's input was lost. On mount, hand such a value to the
 * state.
 *
 * Only while hydrating: a control rendered in the browser shows its state. And a select only when
 * it could show the state's value: one whose options have not arrived yet (products, UFs) shows
 * its first option without anyone having chosen it.
 *
 * `read` gives what the control shows as text, to compare with `String(value)` and hand to
 * `onChange`: its value by default; a checkbox says 'true' or 'false', a radio group (its
 * fieldset) the value of its checked radio.
 *
 * Mind where it is called: beside react-hook-form's useController, after it. A child component's
 * layout effect runs before its parent's, so before the field's value subscription (useWatch,
 * a layout effect), which would miss the change.
 *
 * Returns the control's ref: the field's own ref (react-hook-form's, for focus), if any, plus ours.
 */
export function useTypedBeforeHydration<E extends HTMLInputElement | HTMLSelectElement | HTMLFieldSetElement = HTMLInputElement>(
  fieldRef: RefCallback<E> | undefined,
  value: unknown,
  onChange: (text: string) => void,
  read: (control: E) => string = (control) => (control instanceof HTMLFieldSetElement ? '' : control.value),
): RefCallback<E> {
  const control = useRef<E | null>(null);
  const hydrating = !useHydrated();
  const first = useRef({ hydrating, value, onChange, read });
  useLayoutEffect(() => {
    const element = control.current;
    const { hydrating: fromServer, value: initial, onChange: change, read: readControl } = first.current;
    if (!element || !fromServer) return;
    const stateValue = String(initial ?? '');
    const shown = readControl(element);
    if (shown === stateValue) return;
    if (element instanceof HTMLSelectElement && ![...element.options].some((option) => option.value === stateValue)) return;
    change(shown);
  }, []);
  return useCallback(
    (element: E | null) => {
      control.current = element;
      fieldRef?.(element);
    },
    [fieldRef],
  );
}
