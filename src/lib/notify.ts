import { toErrorMessage } from './api/errors';

/**
 * Toasts (docs/product/limits.md: 5 s, at most 3, bottom-centre — configured on the container in
 * src/components/feedback/Toasts.tsx). The same message is never stacked twice: while its toast is
 * on screen (or waiting for the container), raising it again changes nothing. Once that toast
 * starts to close, the message gets a fresh toast — so an error that comes back on a resubmit is
 * shown again, even in the moment the previous toast is sliding out (react-toastify would drop a
 * toast whose id is still leaving).
 *
 * react-toastify and its container (AppProviders) load with the first toast, so no page carries
 * them in its first load nor runs them while it becomes interactive. A toast raised before the
 * container has mounted waits here until it has (`toastHost.mounted`), not in react-toastify's own
 * queue, which React's development double mount empties (each toast is a role="alert" of its own,
 * announced as it appears).
 */
type Kind = 'error' | 'success' | 'info';

let toastify: Promise<typeof import('react-toastify')> | null = null;

/** The toast of each message that has not started closing yet, by message. */
const open = new Map<string, string>();
let serial = 0;

/** Whether a toast has been raised in this tab: AppProviders mounts the container from then on. */
let requested = false;
const hostListeners = new Set<() => void>();
let containerMounted: () => void = () => {};
const awaitContainer = () =>
  new Promise<void>((resolve) => {
    containerMounted = resolve;
  });
let container = awaitContainer();
export const toastHost = {
  /** Toasts.tsx, once its container is on the page. */
  mounted: (): void => containerMounted(),
  subscribe(listener: () => void): () => void {
    hostListeners.add(listener);
    return () => void hostListeners.delete(listener);
  },
  requested: (): boolean => requested,
  /**
   * Tests only (tests/setup.ts, after each test): a fresh tab again, with no toast raised or open
   * and no container. The ui test files share one module graph (docs/testing.md).
   */
  resetForTests(): void {
    requested = false;
    open.clear();
    container = awaitContainer();
  },
};

function show(kind: Kind, message: string): void {
  if (!requested) {
    requested = true;
    hostListeners.forEach((listener) => listener());
  }
  toastify ??= import('react-toastify');
  Promise.all([toastify, container]).then(
    ([{ toast }]) => {
      // A duplicate keeps the open toast's id, which react-toastify ignores.
      let toastId = open.get(message);
      if (toastId === undefined) {
        toastId = `toast-${++serial}`;
        open.set(message, toastId);
      }
      const id = toastId;
      toast[kind](message, {
        toastId: id,
        onClose: () => {
          if (open.get(message) === id) open.delete(message);
        },
      });
    },
    (error: unknown) => {
      toastify = null; // the chunk failed to load (offline for a moment): try again next time
      console.warn('[notify] could not load the toasts', error, message);
    },
  );
}

/** Shows the pt-BR message of `error` as an error toast and returns it. */
export function notifyError(error: unknown): string {
  const message = toErrorMessage(error);
  show('error', message);
  return message;
}

export function notifySuccess(message: string): void {
  show('success', message);
}

/** What a failed refresh says over data still on screen: the save before it (if any) did happen. */
const STALE_MESSAGE = 'Não foi possível atualizar os dados agora; o que está na tela pode estar desatualizado.';

/** A quiet (info) toast for a refresh that failed while the previous data stays on screen. */
export function notifyStale(): void {
  show('info', STALE_MESSAGE);
}
