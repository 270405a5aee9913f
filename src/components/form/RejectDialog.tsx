import { REJECTION_REASON_MAX } from '@/lib/validators/common';
import { FormDialog } from './FormDialog';
import type { RejectionOutput, RejectionValues } from './rejection-schema';
import { TextareaField } from './TextareaField';
import { useSchemaForm } from './useSchemaForm';

export interface RejectDialogProps {
  title: string;
  /** Who reads the reason, e.g. "O motivo é mostrado ao vendedor…". */
  description: string;
  /**
   * Sends the rejection; the dialog closes when it resolves and keeps the reason when it fails.
   * Resolving to `false` also keeps it open: some of several rejections failed (already reported).
   */
  onReject: (reason: string) => Promise<unknown>;
  onClose: () => void;
  /** Other decisions that need a reason (suspending, sending back to review) name their own button and field. */
  submitLabel?: string;
  submittingLabel?: string;
  reasonLabel?: string;
  /** What a too-short reason is told (default: the rejection's 'Informe o motivo da reprovação …'). */
  reasonMessage?: string;
}

/**
 * The administrator's "Reprovar" dialog (companies, announcements, searches) and the other
 * decisions that need a reason (suspending, sending back to review): a required reason of 5 to 500
 * characters, focused on open, sent trimmed.
 */
export function RejectDialog({
  title,
  description,
  onReject,
  onClose,
  submitLabel = 'Reprovar',
  submittingLabel = 'Reprovando...',
  reasonLabel = 'Motivo da reprovação',
  reasonMessage,
}: RejectDialogProps) {
  const form = useSchemaForm<RejectionValues, RejectionOutput>(() => import('./rejection-schema').then((m) => m.reasonSchema(reasonMessage)), { defaultValues: { reason: '' } });
  return (
    <FormDialog
      title={title}
      description={description}
      form={form}
      focusField="reason"
      submitLabel={submitLabel}
      submittingLabel={submittingLabel}
      submitTone="danger"
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        if ((await onReject(reason)) !== false) onClose();
      }}
    >
      <TextareaField control={form.control} name="reason" label={reasonLabel} required rows={4} maxLength={REJECTION_REASON_MAX} showCount />
    </FormDialog>
  );
}
