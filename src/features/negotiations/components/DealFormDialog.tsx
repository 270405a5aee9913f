import { useId, type ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { Form, FormError, SubmitButton } from '@/components/form/Form';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';

export interface DealFormDialogProps<T extends FieldValues, C, O> {
  title: string;
  description?: ReactNode;
  form: UseFormReturn<T, C, O>;
  onSubmit: SubmitHandler<O>;
  onClose: () => void;
  submitLabel: string;
  children: ReactNode;
}

/**
 * A modal holding a kit <Form> (mount it only while open). The submit button is disabled while
 * saving, so a double click sends one request; a failure keeps every value.
 */
export function DealFormDialog<T extends FieldValues, C, O>({ title, description, form, onSubmit, onClose, submitLabel, children }: DealFormDialogProps<T, C, O>) {
  const formId = `deal${useId().replace(/[^\w-]/g, '')}`;
  return (
    <Modal open onClose={onClose} title={title} description={description} closeOnBackdrop={false} size="lg">
      <Form form={form} onSubmit={onSubmit} id={formId} aria-label={title} className="flex flex-col gap-4">
        <FormError />
        {children}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={onClose}>
            Voltar
          </Button>
          <SubmitButton submittingLabel="Enviando...">{submitLabel}</SubmitButton>
        </div>
      </Form>
    </Modal>
  );
}
