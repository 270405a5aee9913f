import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { fieldDomId } from '@/components/form/Field';
import { Form, FormError, SubmitButton } from '@/components/form/Form';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';

export interface EntryFormDialogProps<T extends FieldValues, C, O> {
  title: string;
  description?: ReactNode;
  form: UseFormReturn<T, C, O>;
  onSubmit: SubmitHandler<O>;
  onClose: () => void;
  /** The field that gets focus when the dialog opens. */
  focusField: string;
  children: ReactNode;
}

/**
 * A create/edit dialog of a catalogue entry: a modal holding a kit <Form> (field errors under each
 * field, the error summary, Cancelar / Salvar). Mount it only while open, so each opening starts
 * from fresh values. A failure keeps the dialog open with every value as typed.
 */
export function EntryFormDialog<T extends FieldValues, C, O>({ title, description, form, onSubmit, onClose, focusField, children }: EntryFormDialogProps<T, C, O>) {
  const formId = `entry${useId().replace(/[^\w-]/g, '')}`;
  const focusRef = useRef<HTMLElement | null>(null);
  // Runs before the Modal's own effect, which focuses `initialFocusRef` on open.
  useLayoutEffect(() => {
    focusRef.current = document.getElementById(fieldDomId(formId, focusField));
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
          <SubmitButton>Salvar</SubmitButton>
        </div>
      </Form>
    </Modal>
  );
}
