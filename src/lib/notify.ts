import { toErrorMessage } from './api/errors';

/**
 * Toasts (SPEC.md §9: 5 s, at most 3, bottom-centre — configured on the container in
 * src/components/feedback/Toasts.tsx). The same message is never stacked twice.
 *
 * react-toastify is loaded with the first toast, like its container (AppProviders), so no page
 * carries it in its first load. Toasts raised before the container mounts wait in react-toastify's
 * queue and show as soon as it does.
 */
type Kind = 'error' | 'success' | 'info';

let toastify: Promise<typeof import('react-toastify')> | null = null;

function show(kind: Kind, message: string): void {
  toastify ??= import('react-toastify');
  toastify.then(
    ({ toast }) => {
      toast[kind](message, { toastId: message });
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

export function notifyInfo(message: string): void {
  show('info', message);
}
