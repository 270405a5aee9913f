import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReviewDecision } from '@/components/form/ReviewDecision';
import { renderWithClient } from '../../../utils';

function renderDecision(pending: boolean) {
  const onConfirm = vi.fn(() => Promise.resolve());
  const onReject = vi.fn(() => Promise.resolve());
  renderWithClient(
    <ReviewDecision
      pending={pending}
      prompt="Confira antes de decidir."
      decided="Já foi avaliada."
      approve={{ title: 'Aprovar busca', description: 'A busca passa a aparecer.', cancelLabel: 'Voltar', onConfirm }}
      reject={{ title: 'Reprovar busca', description: 'Informe o motivo.', onReject }}
    />,
  );
  return { user: userEvent.setup(), onConfirm, onReject };
}

describe('ReviewDecision', () => {
  it('approves a pending record after the confirmation', async () => {
    const { user, onConfirm } = renderDecision(true);
    expect(screen.getByText('Confira antes de decidir.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aprovar' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Aprovar busca' });
    expect(within(dialog).getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });

  it('rejects a pending record with the reason asked for in the dialog', async () => {
    const { user, onReject } = renderDecision(true);
    await user.click(screen.getByRole('button', { name: 'Reprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reprovar busca' });
    await user.type(within(dialog).getByLabelText(/^Motivo da reprovação/), 'Produto ilícito.');
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    await waitFor(() => expect(onReject).toHaveBeenCalledWith('Produto ilícito.'));
  });

  it('says why there is nothing to decide, without the buttons', () => {
    renderDecision(false);
    expect(screen.getByText('Já foi avaliada.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprovar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reprovar' })).toBeNull();
  });
});
