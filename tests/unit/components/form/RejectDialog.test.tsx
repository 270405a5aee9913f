import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { RejectDialog } from '@/components/form/RejectDialog';
import { renderWithClient } from '../../../utils';

function serverError(message: string) {
  return new AxiosError('x', 'ERR_BAD_RESPONSE', undefined, undefined, {
    status: 503,
    statusText: '',
    data: { statusCode: 503, message },
    headers: {},
    config: { headers: new AxiosHeaders() },
  });
}

function openDialog(onReject: (reason: string) => Promise<unknown>) {
  const onClose = vi.fn();
  renderWithClient(<RejectDialog title="Reprovar busca" description="Informe à empresa por que a busca foi reprovada." onReject={onReject} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Reprovar busca' });
  return { user: userEvent.setup(), dialog, onClose, reason: within(dialog).getByLabelText(/^Motivo da reprovação/) };
}

describe('RejectDialog', () => {
  it('opens on the reason and sends it trimmed, then closes', async () => {
    const onReject = vi.fn(() => Promise.resolve());
    const { user, dialog, onClose, reason } = openDialog(onReject);
    expect(reason).toHaveFocus();
    expect(dialog).toHaveAccessibleDescription('Informe à empresa por que a busca foi reprovada.');
    await user.type(reason, '  Fotos de outro produto.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onReject).toHaveBeenCalledWith('Fotos de outro produto.');
  });

  it('asks for at least 5 characters, spaces not counted, and sends nothing until then', async () => {
    const onReject = vi.fn(() => Promise.resolve());
    const { user, dialog, reason } = openDialog(onReject);
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription(expect.stringContaining('Informe o motivo da reprovação (mínimo de 5 caracteres).')));
    await user.type(reason, '   abc   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('mínimo de 5 caracteres'));
    expect(onReject).not.toHaveBeenCalled();
  });

  it('cannot be closed while it saves (Esc, ×, Cancelar), so a failure still finds the reason', async () => {
    let fail: (error: unknown) => void = () => undefined;
    const onReject = vi.fn(() => new Promise<unknown>((_, reject) => (fail = reject)));
    const { user, dialog, onClose, reason } = openDialog(onReject);
    await user.type(reason, 'Preço fora da realidade.');
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled());
    expect(within(dialog).queryByRole('button', { name: 'Fechar' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    fail(serverError('down'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeEnabled());
    expect(reason).toHaveValue('Preço fora da realidade.');
    expect(onClose).not.toHaveBeenCalled();
    // Once the save is over, the dialog closes as before.
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog and the reason when the rejection fails, so it can be sent again', async () => {
    const onReject = vi.fn<(reason: string) => Promise<unknown>>().mockRejectedValueOnce(serverError('down')).mockResolvedValueOnce(undefined);
    const { user, dialog, onClose, reason } = openDialog(onReject);
    await user.type(reason, 'Preço fora da realidade.');
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    await waitFor(() => expect(onReject).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Reprovar' })).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
    expect(reason).toHaveValue('Preço fora da realidade.');
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onReject).toHaveBeenLastCalledWith('Preço fora da realidade.');
  });
});
