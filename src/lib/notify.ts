import { toast } from 'react-toastify';
import { toErrorMessage } from './api/errors';

/**
 * Toasts (SPEC.md §9: 5 s, at most 3, bottom-centre — configured on the container in
 * src/components/feedback/Toasts.tsx). The same message is never stacked twice.
 */
export function notifyError(error: unknown): string {
  const message = toErrorMessage(error);
  toast.error(message, { toastId: message });
  return message;
}

export function notifySuccess(message: string): void {
  toast.success(message, { toastId: message });
}

export function notifyInfo(message: string): void {
  toast.info(message, { toastId: message });
}
