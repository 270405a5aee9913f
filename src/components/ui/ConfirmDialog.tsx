import { useRef, useState, type ReactNode } from 'react';
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
   * resolves the dialog closes; when it rejects the dialog stays open (the failure is toasted by
   * the mutation that threw it).
   */
  onConfirm: () => void | Promise<unknown>;
  /** Closes the dialog (Cancelar, Esc, ×, backdrop). */
  onClose: () => void;
  children?: ReactNode;
}

/** A yes/no confirmation (role=alertdialog). Focus starts on Cancelar, the safe choice. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  tone = 'primary',
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // Stay open: the caller (or the query cache) reports the failure.
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
