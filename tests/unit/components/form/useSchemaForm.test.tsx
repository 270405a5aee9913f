import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { Form, FormError, SubmitButton } from '@/components/form/Form';
import { TextField } from '@/components/form/TextField';
import { useSchemaForm, type SchemaLoader } from '@/components/form/useSchemaForm';
import { useFormDraft } from '@/lib/hooks/useFormDraft';
import { elapse, fakeClock } from '@tests/helpers/time';

/**
 * The kit's forms validate with a schema imported on first use (docs/performance.md: zod leaves the first load
 * of every page with a form). What a user sees must not change: the same messages, nothing lost on
 * a failed load, and a stored draft is never overwritten before it is offered.
 */
const nameSchema = z.object({ name: z.string().check(z.trim(), z.minLength(3, { error: 'Informe ao menos 3 letras.' })) });
type Values = z.input<typeof nameSchema>;

function NameForm({ load, onSubmit }: { load: SchemaLoader<Values, Values>; onSubmit: (values: Values) => void }) {
  const form = useSchemaForm(load, { defaultValues: { name: '' } });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Cadastro">
      <FormError />
      <TextField control={form.control} name="name" label="Nome" />
      <SubmitButton>Salvar</SubmitButton>
    </Form>
  );
}

describe('useSchemaForm', () => {
  it('validates with the loaded schema: its message under the field, and the output submitted', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const load = vi.fn(() => Promise.resolve(nameSchema));
    render(<NameForm load={load} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Nome'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription(/Informe ao menos 3 letras\./));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Nome'), 'c  ');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'abc' }, expect.anything()));
    expect(load).toHaveBeenCalled();
  });

  it('keeps the values when the schema fails to load, and loads it again on the next submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    // The idle head start and the first submit both fail (a dropped line); the next one loads.
    let failures = 0;
    const load = vi.fn(() => {
      if (failures < 2) {
        failures += 1;
        return Promise.reject(new Error('Loading chunk failed'));
      }
      return Promise.resolve(nameSchema);
    });
    render(<NameForm load={load} onSubmit={onSubmit} />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1)); // the idle head start
    await user.type(screen.getByLabelText('Nome'), 'Giro');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nome')).toHaveValue('Giro');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Giro' }, expect.anything()));
  });
});

describe('useFormDraft with a schema loaded on demand', () => {
  const KEY = 'teste:nome';
  const draftSchema = z.object({ name: z.string() });

  function DraftForm({ load }: { load: () => Promise<typeof draftSchema> }) {
    const form = useSchemaForm(() => Promise.resolve(nameSchema), { defaultValues: { name: '' } });
    const draft = useFormDraft(KEY, form, { schema: load, debounceMs: 10 });
    return (
      <Form form={form} onSubmit={() => {}} aria-label="Cadastro">
        {draft.offered ? <p>Rascunho: {draft.offered.values.name}</p> : null}
        <TextField control={form.control} name="name" label="Nome" />
      </Form>
    );
  }

  it('offers the stored draft once the schema loads, and an edit made before that does not overwrite it', async () => {
    fakeClock();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    localStorage.setItem(`giro:rascunho:${KEY}`, JSON.stringify({ savedAt: new Date().toISOString(), values: { name: 'Pallets de pinus' } }));
    let release: (schema: typeof draftSchema) => void = () => {};
    const load = () => new Promise<typeof draftSchema>((resolve) => (release = resolve));
    render(<DraftForm load={load} />);
    await user.type(screen.getByLabelText('Nome'), 'x');
    await elapse(50); // past the 10 ms debounce
    expect(JSON.parse(localStorage.getItem(`giro:rascunho:${KEY}`) ?? '{}').values).toEqual({ name: 'Pallets de pinus' });
    await act(async () => release(draftSchema));
    expect(await screen.findByText('Rascunho: Pallets de pinus')).toBeInTheDocument();
  });

  function PlainDraftForm() {
    const form = useSchemaForm(() => Promise.resolve(nameSchema), { defaultValues: { name: '' } });
    useFormDraft(KEY, form, { schema: () => Promise.resolve(draftSchema), debounceMs: 10_000 });
    return (
      <Form form={form} onSubmit={() => {}} aria-label="Cadastro">
        <TextField control={form.control} name="name" label="Nome" />
      </Form>
    );
  }
  const stored = () => JSON.parse(localStorage.getItem(`giro:rascunho:${KEY}`) ?? '{}').values;
  // The test above leaves its draft behind, and an offered draft pauses the writes.
  beforeEach(() => localStorage.clear());

  it('writes the last edit at once when the page is left (a reload inside the debounce)', async () => {
    const user = userEvent.setup();
    render(<PlainDraftForm />);
    await act(() => Promise.resolve()); // the draft's schema loads
    await user.type(screen.getByLabelText('Nome'), 'Chapas');
    expect(stored()).toBeUndefined();
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(stored()).toEqual({ name: 'Chapas' });
  });

  it('writes the last edit at once when the form closes (a link followed inside the debounce)', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<PlainDraftForm />);
    await act(() => Promise.resolve());
    await user.type(screen.getByLabelText('Nome'), 'Bobinas');
    unmount();
    expect(stored()).toEqual({ name: 'Bobinas' });
  });
});
