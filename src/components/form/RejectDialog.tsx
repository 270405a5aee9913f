import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import '@/lib/zod-config';
import { REJECTION_REASON_MAX, REJECTION_REASON_MESSAGE, REJECTION_REASON_MIN } from '@/lib/validators/common';
import { FormDialog } from './FormDialog';
import { TextareaField } from './TextareaField';

const rejectionSchema = z.object({
  reason: z.string().check(
    z.trim(),
    z.minLength(REJECTION_REASON_MIN, { error: REJECTION_REASON_MESSAGE }),
    z.maxLength(REJECTION_REASON_MAX, { error: `Use no máximo ${REJECTION_REASON_MAX} caracteres.` }),
  ),
});
type RejectionValues = z.input<typeof rejectionSchema>;

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
}

/**
 * The administrator's "Reprovar" dialog (companies, announcements, searches): a required reason
 * of 5 to 500 characters, focused on open, sent trimmed.
 */
export function RejectDialog({ title, description, onReject, onClose }: RejectDialogProps) {
  const form = useForm<RejectionValues, unknown, z.output<typeof rejectionSchema>>({ resolver: zodResolver(rejectionSchema), defaultValues: { reason: '' } });
  return (
    <FormDialog
      title={title}
      description={description}
      form={form}
      focusField="reason"
      submitLabel="Reprovar"
      submittingLabel="Reprovando..."
      submitTone="danger"
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        if ((await onReject(reason)) !== false) onClose();
      }}
    >
      <TextareaField control={form.control} name="reason" label="Motivo da reprovação" required rows={4} maxLength={REJECTION_REASON_MAX} showCount />
    </FormDialog>
  );
}
