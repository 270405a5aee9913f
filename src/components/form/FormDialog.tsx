import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useFormState, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { fieldDomId } from './Field';
import type { FieldErrorCodes } from './field-errors';
import { Form, FormError, SubmitButton } from './Form';
import { Button } from '../ui/Button';
import { Modal, type ModalSize } from '../ui/Modal';

export interface FormDialogProps<T extends FieldValues, C, O> {
  title: string;
  description?: ReactNode;
  form: UseFormReturn<T, C, O>;
  onSubmit: SubmitHandler<O>;
  /** As <Form fieldErrors>: API codes shown on their field. */
  fieldErrors?: FieldErrorCodes<T>;
  onClose: () => void;
  /** The field focused when the dialog opens (none: the Modal's own first focus). */
  focusField?: string;
  submitLabel?: string;
  /** Shown on the submit button while saving (SubmitButton's 'Salvando...' unless told). */
  submittingLabel?: string;
  submitTone?: 'primary' | 'danger';
  /** The button that closes without saving: 'Cancelar' unless told (the buyer's dialogs say 'Voltar'). */
  cancelLabel?: string;
  size?: ModalSize;
  children: ReactNode;
}

/**
 * A modal holding a kit <Form>: mount it only while open. While it saves it cannot be closed (no
 * Esc, no ×, Cancelar disabled), so a failed save finds it still open with every value kept.
 */
export function FormDialog<T extends FieldValues, C, O>({
  title,
  description,
  form,
  onSubmit,
  fieldErrors,
  onClose,
  focusField,
  submitLabel = 'Salvar',
  submittingLabel,
  submitTone = 'primary',
  cancelLabel = 'Cancelar',
  size,
  children,
}: FormDialogProps<T, C, O>) {
  const formId = `dialog${useId().replace(/[^\w-]/g, '')}`;
  const { isSubmitting } = useFormState({ control: form.control });
  const focusRef = useRef<HTMLElement | null>(null);
  // Before the Modal's effect, which focuses `initialFocusRef` on open.
  useLayoutEffect(() => {
    if (focusField === undefined) return;
    const field = document.getElementById(fieldDomId(formId, focusField));
    // A radio group's id is on its fieldset: focus the chosen (or first) radio instead.
    focusRef.current = field instanceof HTMLFieldSetElement ? field.querySelector<HTMLElement>('input:checked, input') : field;
  }, [formId, focusField]);
  return (
    <Modal
      open
      onClose={isSubmitting ? () => undefined : onClose}
      hideCloseButton={isSubmitting}
      title={title}
      description={description}
      initialFocusRef={focusRef}
      closeOnBackdrop={false}
      size={size}
    >
      <Form form={form} onSubmit={onSubmit} fieldErrors={fieldErrors} id={formId} aria-label={title} className="flex flex-col gap-4">
        <FormError />
        {children}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            {cancelLabel}
          </Button>
          <SubmitButton variant={submitTone === 'danger' ? 'danger' : 'primary'} submittingLabel={submittingLabel}>
            {submitLabel}
          </SubmitButton>
        </div>
      </Form>
    </Modal>
  );
}
