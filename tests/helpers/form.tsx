import { zodResolver } from '@hookform/resolvers/zod';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useForm, type Control, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldErrorCodes } from '@/components/form/field-errors';
import { Form, FormError, SubmitButton } from '@/components/form/Form';
import { renderWithClient } from '../utils';

// The full suite runs on two busy cores: give async queries more than the default second.
configure({ asyncUtilTimeout: 5000 });

/**
 * Renders kit fields inside a real <Form> with a zod schema. `fields` receives the form's
 * control; `values()` reads the current form values; `submitted` collects what onSubmit got.
 */
export function renderForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  fields: (control: Control<z.input<S>, unknown, z.output<S>>) => ReactNode,
  options: {
    defaultValues?: Partial<z.input<S>>;
    onSubmit?: (values: z.output<S>) => void | Promise<void>;
    fieldErrors?: FieldErrorCodes<z.input<S>>;
  } = {},
) {
  const submitted: z.output<S>[] = [];
  let read: () => z.input<S> = () => ({}) as z.input<S>;
  function Harness() {
    const form = useForm<z.input<S>, unknown, z.output<S>>({
      resolver: zodResolver(schema),
      defaultValues: options.defaultValues as never,
    });
    read = () => form.getValues();
    return (
      <Form
        form={form}
        fieldErrors={options.fieldErrors}
        onSubmit={async (values) => {
          submitted.push(values);
          await options.onSubmit?.(values);
        }}
      >
        <FormError />
        {fields(form.control)}
        <SubmitButton>Salvar</SubmitButton>
      </Form>
    );
  }
  const user = userEvent.setup();
  const result = renderWithClient(<Harness />);
  return {
    ...result,
    user,
    submitted,
    values: () => read(),
    submit: () => user.click(screen.getByRole('button', { name: 'Salvar' })),
  };
}
