import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MultiSelectField } from '@/components/form/MultiSelectField';
import { VALIDATION_MESSAGES } from '@/lib/validators/common';
import { renderForm } from '../../../helpers/form';

const SEGMENTS = [
  { value: 1, label: 'Metalurgia' },
  { value: 2, label: 'Construção civil' },
  { value: 3, label: 'Químico' },
  { value: 4, label: 'Têxtil', disabled: true },
];

const schema = z.object({ segments: z.array(z.number(), { error: VALIDATION_MESSAGES.options }).min(1, VALIDATION_MESSAGES.options) });

function renderMulti(defaultValues: Partial<z.input<typeof schema>> = {}) {
  return renderForm(
    schema,
    (control) => (
      <>
        <button type="button">antes</button>
        <MultiSelectField control={control} name="segments" label="Segmentos" options={SEGMENTS} required />
      </>
    ),
    { defaultValues },
  );
}

describe('MultiSelectField', () => {
  it('is a combobox driven by the keyboard: ↓ opens and moves, Enter toggles, Esc closes', async () => {
    const { user, values } = renderMulti();
    await user.click(screen.getByRole('button', { name: 'antes' }));
    await user.tab();
    const combo = screen.getByRole('combobox', { name: /Segmentos/ });
    expect(combo).toHaveFocus();
    expect(combo).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: /Segmentos/ });
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    const options = within(listbox).getAllByRole('option');
    expect(combo).toHaveAttribute('aria-activedescendant', options[0]!.id);

    await user.keyboard('{Enter}');
    expect(values().segments).toEqual([1]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(values().segments).toEqual([1, 3]);
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(values().segments).toEqual([3]);
    await user.keyboard('{End}{Enter}');
    expect(values().segments).toEqual([3]);
    expect(combo).toHaveAccessibleDescription('1 item selecionado');

    await user.keyboard('{Escape}');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combo).toHaveFocus();
  });

  it('filters by typing, ignoring accents and case', async () => {
    const { user, values } = renderMulti();
    const combo = screen.getByRole('combobox', { name: /Segmentos/ });
    await user.type(combo, 'QUIMI');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Químico']);
    await user.keyboard('{Enter}');
    expect(values().segments).toEqual([3]);
    await user.clear(combo);
    await user.type(combo, 'zzz');
    expect(within(screen.getByRole('listbox')).getByText('Nenhuma opção encontrada.')).toBeInTheDocument();
  });

  it('shows choices as chips that can be removed by button or Backspace, keeping the option order', async () => {
    const { user, values } = renderMulti({ segments: [3, 1] });
    expect(screen.getByRole('button', { name: 'Remover Metalurgia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover Químico' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover Metalurgia' }));
    expect(values().segments).toEqual([3]);
    const combo = screen.getByRole('combobox', { name: /Segmentos/ });
    await user.click(combo);
    await user.click(screen.getByRole('option', { name: 'Metalurgia' }));
    expect(values().segments).toEqual([1, 3]);
    await user.keyboard('{Backspace}');
    expect(values().segments).toEqual([1]);
  });

  it('closes when focus leaves and reports the error', async () => {
    const { user, submit } = renderMulti();
    const combo = screen.getByRole('combobox', { name: /Segmentos/ });
    await user.click(combo);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await submit();
    expect(combo).toHaveAttribute('aria-invalid', 'true');
    expect(combo).toHaveAccessibleDescription(`${VALIDATION_MESSAGES.options} Nenhum item selecionado`);
  });
});
