import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DateField } from '@/components/form/DateField';
import { loadIMask } from '@/components/form/lazy-imask';
import { VALIDATION_MESSAGES } from '@/lib/validators/common';
import { zDate } from '@/lib/validators/zod';
import { renderForm } from '../../../helpers/form';

const schema = z.object({ start: zDate(), end: zDate({ optional: true }) });

function renderDates(defaultValues: Partial<z.input<typeof schema>> = {}) {
  return renderForm(
    schema,
    (control) => (
      <>
        <DateField control={control} name="start" label="Início" required />
        <DateField control={control} name="end" label="Fim" valueFormat="date" />
      </>
    ),
    { defaultValues },
  );
}

describe('DateField', () => {
  it('masks 00/00/0000 and holds an ISO date-time once complete', async () => {
    const { user, values } = renderDates();
    const start = screen.getByLabelText(/Início/);
    await user.type(start, '2211');
    expect(start).toHaveValue('22/11');
    expect(values().start).toBe('22/11');
    await user.type(start, 'ab2026');
    expect(start).toHaveValue('22/11/2026');
    expect(values().start).toBe('2026-11-22T03:00:00.000Z');
  });

  it('holds yyyy/MM/dd when asked', async () => {
    const { user, values } = renderDates();
    await user.type(screen.getByLabelText('Fim'), '01022027');
    expect(values().end).toBe('2027/02/01');
  });

  it('refuses impossible or incomplete dates with a message', async () => {
    const { user, submit, submitted } = renderDates();
    const start = screen.getByLabelText(/Início/);
    await user.type(start, '31022026');
    await user.type(screen.getByLabelText('Fim'), '0101');
    await submit();
    expect(start).toHaveAccessibleDescription(`Formato: dd/mm/aaaa ${VALIDATION_MESSAGES.date}`);
    expect(screen.getByLabelText('Fim')).toHaveAccessibleDescription(`Formato: dd/mm/aaaa ${VALIDATION_MESSAGES.date}`);
    expect(submitted).toHaveLength(0);
    await user.clear(start);
    await user.type(start, '28022026');
    await user.clear(screen.getByLabelText('Fim'));
    await submit();
    await waitFor(() => expect(submitted).toEqual([{ start: '2026-02-28T03:00:00.000Z', end: '' }]));
  });

  // Found by hand in Chromium: a prefilled date ('Disponível a partir de' is today) dropped every
  // digit typed into the full mask, so the user had to erase it first.
  it('replaces a full date typed over it, key by key, after a click or a Tab', async () => {
    await loadIMask(); // the mask itself, as in the browser once its chunk has arrived
    const { user, values } = renderDates({ start: '2026-11-22T15:00:00.000Z', end: '2026/12/01' });
    const start = screen.getByLabelText(/Início/);
    await user.type(start, '05012027');
    expect(start).toHaveValue('05/01/2027');
    expect(values().start).toBe('2027-01-05T03:00:00.000Z');
    await user.tab();
    expect(screen.getByLabelText('Fim')).toHaveFocus();
    await user.keyboard('1');
    await user.keyboard('0');
    await user.keyboard('022027');
    expect(screen.getByLabelText('Fim')).toHaveValue('10/02/2027');
    expect(values().end).toBe('2027/02/10');
  });

  it('still edits inside a date once the field has focus (a second click places the caret)', async () => {
    const { user, values } = renderDates({ start: '2026-11-22T15:00:00.000Z' });
    const start = screen.getByLabelText(/Início/);
    await user.click(start);
    await user.pointer({ target: start, offset: 10, keys: '[MouseLeft]' });
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}2027');
    expect(start).toHaveValue('22/11/2027');
    expect(values().start).toBe('2027-11-22T03:00:00.000Z');
  });

  it('shows a loaded API date as dd/MM/yyyy and keeps it until edited', () => {
    const { values } = renderDates({ start: '2026-11-22T15:00:00.000Z', end: '2026/12/01' });
    expect(screen.getByLabelText(/Início/)).toHaveValue('22/11/2026');
    expect(screen.getByLabelText('Fim')).toHaveValue('01/12/2026');
    expect(values()).toEqual({ start: '2026-11-22T15:00:00.000Z', end: '2026/12/01' });
  });
});
