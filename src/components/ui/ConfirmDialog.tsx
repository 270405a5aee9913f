import { useRef, useState, type ReactNode } from 'react';
import { isRefusal } from '@/lib/api/http-error';
import { Button } from './Button';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, e.g. 'Esta ação não pode ser desfeita.' */
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for destructive actions (delete, cancel a negotiation). */
  tone?: 'primary' | 'danger';
  /**
   * Runs on confirm. While a returned promise is pending the buttons are disabled; when it
   * resolves the dialog closes. When the API refuses it (a 4xx: the record changed meanwhile, or
   * the action is not allowed) the dialog closes too, so the refreshed page behind shows what
   * changed; on any other failure (5xx, offline) it stays open for another try. The failure is
   * toasted by the mutation that threw it.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Closes the dialog (Cancelar, Esc, ×, backdrop). */
  onClose: () => void;
  children?: ReactNode;
}

type Target = Pick<ConfirmDialogProps, 'title' | 'description' | 'confirmLabel' | 'tone' | 'onConfirm' | 'children'>;

/**
 * A yes/no confirmation (role=alertdialog). Focus starts on Cancelar, the safe choice. What it
 * asks and what confirming does are taken when it opens: a record refreshed behind an open
 * dialog never changes its target (a withdrawn proposal nº 1 does not become nº 2).
 */
export function ConfirmDialog({ open, cancelLabel = 'Cancelar', onClose, ...asked }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  // Set during render when the dialog opens (React's "state from props" pattern), cleared when it closes.
  const [target, setTarget] = useState<Target | null>(open ? asked : null);
  if (open && target === null) setTarget(asked);
  if (!open && target !== null) setTarget(null);
  const { title, description, confirmLabel = 'Confirmar', tone = 'primary', onConfirm, children } = target ?? asked;

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      // The caller (or the query cache) reports the failure; a refusal closes, anything else may be retried.
      if (isRefusal(error)) onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onClose}
      title={title}
      description={description}
      role="alertdialog"
      size="sm"
      initialFocusRef={cancelRef}
      hideCloseButton={busy}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={() => void confirm()} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
