import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { Slide, ToastContainer, toast, type Id } from 'react-toastify';
import { toastHost } from '@/lib/notify';

/**
 * The toasts on screen, from react-toastify's events. Subscribed when this chunk loads, before the
 * container mounts, so the toasts raised before it (queued) are counted as it shows them.
 */
const shown = new Set<Id>();
const listeners = new Set<() => void>();
toast.onChange(({ id, status }) => {
  if (status === 'added') shown.add(id);
  else if (status === 'removed') shown.delete(id);
  else return;
  listeners.forEach((listener) => listener());
});
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const shownCount = () => shown.size;

/** Room per toast when the stack cannot be measured (its first frame, jsdom): 64 px and the gap. */
const TOAST_ROOM_PX = 72;
const STACK_OFFSET_PX = 16;
const STACK_SELECTOR = '.Toastify__toast-container--bottom-center';

/** How far the stack reaches up from the bottom of the window, in px (0 without toasts). */
function useStackRoom(count: number): number {
  const [measured, setMeasured] = useState(0);
  useLayoutEffect(() => {
    if (count === 0) return;
    const stack = document.querySelector(STACK_SELECTOR);
    if (!stack) return;
    const measure = () => {
      const { top, height } = stack.getBoundingClientRect();
      setMeasured(height > 0 ? Math.ceil(window.innerHeight - top) : 0);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(stack);
    return () => observer.disconnect();
  }, [count]);
  if (count === 0) return 0;
  return measured > 0 ? measured : count * TOAST_ROOM_PX + STACK_OFFSET_PX;
}

/**
 * docs/product/limits.md: toasts last 5 s, at most 3 at once, bottom-centre. Colours are themed (globals.css)
 * so that text passes WCAG AA contrast.
 *
 * The stack covers whatever sits at the bottom of the window, such as a long form's 'Salvar'. While
 * toasts are shown, a spacer as tall as the stack follows the page's content, so the page scrolls
 * far enough to bring its last button above them, and `scroll-padding-bottom` keeps an element
 * scrolled into view by keyboard focus above them too.
 */
export default function Toasts() {
  const count = useSyncExternalStore(subscribe, shownCount, () => 0);
  const room = useStackRoom(count);
  // The toasts raised before the container was on the page are shown from now on (lib/notify.ts).
  useEffect(() => toastHost.mounted(), []);
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingBottom = room > 0 ? `${room}px` : '';
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, [room]);
  return (
    <>
      <ToastContainer
        position="bottom-center"
        autoClose={5_000}
        limit={3}
        newestOnTop
        closeOnClick
        pauseOnFocusLoss={false}
        transition={Slide}
        theme="colored"
        role="alert"
        closeButton
      />
      {room > 0 ? <div aria-hidden="true" data-toast-room="" style={{ height: room }} /> : null}
    </>
  );
}
