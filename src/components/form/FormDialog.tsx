import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { fieldDomId } from './Field';
import { Form, FormError, SubmitButton } from './Form';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';

export interface FormDialogProps<T extends FieldValues, C, O> {
  title: string;
  description?: ReactNode;
  form: UseFormReturn<T, C, O>;
  onSubmit: SubmitHandler<O>;
  onClose: () => void;
  /** The field focused when the dialog opens. */
  focusField: string;
  submitLabel?: string;
  submitTone?: 'primary' | 'danger';
  children: ReactNode;
}

/** A modal holding a kit <Form>: mount it only while open; a failure keeps every value. */
export function FormDialog<T extends FieldValues, C, O>({
  title,
  description,
  form,
  onSubmit,
  onClose,
  focusField,
  submitLabel = 'Salvar',
  submitTone = 'primary',
  children,
}: FormDialogProps<T, C, O>) {
  const formId = `dialog${useId().replace(/[^\w-]/g, '')}`;
  const focusRef = useRef<HTMLElement | null>(null);
  // Before the Modal's effect, which focuses `initialFocusRef` on open.
  useLayoutEffect(() => {
    const field = document.getElementById(fieldDomId(formId, focusField));
    // A radio group's id is on its fieldset: focus the chosen (or first) radio instead.
    focusRef.current = field instanceof HTMLFieldSetElement ? field.querySelector<HTMLElement>('input:checked, input') : field;
  }, [formId, focusField]);
  return (
    <Modal open onClose={onClose} title={title} description={description} initialFocusRef={focusRef} closeOnBackdrop={false}>
      <Form form={form} onSubmit={onSubmit} id={formId} aria-label={title} className="flex flex-col gap-4">
        <FormError />
        {children}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <SubmitButton variant={submitTone === 'danger' ? 'danger' : 'primary'}>{submitLabel}</SubmitButton>
        </div>
      </Form>
    </Modal>
  );
}
