import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Modal } from '@/components/ui/Modal';

configure({ asyncUtilTimeout: 5000 });

function ModalDemo({ onSave = () => undefined }: { onSave?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Editar unidade</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Editar unidade"
        description="Altere o nome da unidade."
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button onClick={onSave}>Salvar</Button>
          </>
        }
      >
        <label htmlFor="unit">Nome</label>
        <input id="unit" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus, traps Tab and closes on Esc, returning focus', async () => {
    const user = userEvent.setup();
    render(<ModalDemo />);
    const opener = screen.getByRole('button', { name: 'Editar unidade' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Editar unidade' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Altere o nome da unidade.');
    expect(document.body.style.overflow).toBe('hidden');

    const close = screen.getByRole('button', { name: 'Fechar' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Nome')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes from the × button and the backdrop', async () => {
    const user = userEvent.setup();
    render(<ModalDemo />);
    await user.click(screen.getByRole('button', { name: 'Editar unidade' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar unidade' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Editar unidade' }));
    await user.click(document.querySelector('[aria-hidden="true"].fixed, .fixed > [aria-hidden="true"]') as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets only the top dialog answer Esc, and focus goes back to the dialog below', async () => {
    const user = userEvent.setup();
    const outerClose = vi.fn();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Modal open onClose={outerClose} title="Externo">
          <Button onClick={() => setInner(true)}>Ver detalhe</Button>
          <Modal open={inner} onClose={() => setInner(false)} title="Interno">
            <input aria-label="Observação" />
          </Modal>
        </Modal>
      );
    }
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Ver detalhe' }));
    expect(screen.getByRole('dialog', { name: 'Interno' })).toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('dialog', { name: 'Interno' })).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Interno' })).not.toBeInTheDocument();
    expect(outerClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Ver detalhe' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(outerClose).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmDialog', () => {
  function ConfirmDemo({ onConfirm }: { onConfirm: () => void | Promise<unknown> }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Excluir segmento
        </Button>
        <ConfirmDialog
          open={open}
          title="Excluir segmento?"
          description="Esta ação não pode ser desfeita."
          confirmLabel="Excluir"
          tone="danger"
          onConfirm={onConfirm}
          onClose={() => setOpen(false)}
        />
      </>
    );
  }

  it('is an alertdialog that starts on Cancelar; Esc cancels', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ConfirmDemo onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Excluir segmento' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir segmento?' });
    expect(dialog).toHaveAccessibleDescription('Esta ação não pode ser desfeita.');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.keyboard(' '); // Space on the focused Cancelar
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excluir segmento' })).toHaveFocus();

    await user.keyboard('{Enter}'); // open it again from its opener
    expect(screen.getByRole('alertdialog', { name: 'Excluir segmento?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excluir segmento' })).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('waits for the confirmation, disabling the buttons, then closes', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ConfirmDemo onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Excluir segmento' }));
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Excluir' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Excluir' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('gives focus to the list when the confirmed action removed the button that opened it', async () => {
    function Rows() {
      const [rows, setRows] = useState(['Metalurgia', 'Construção civil']);
      const [deleting, setDeleting] = useState<string | null>(null);
      return (
        <main>
          <table aria-label="Segmentos">
            <tbody>
              {rows.map((name) => (
                <tr key={name}>
                  <td>{name}</td>
                  <td>
                    <Button onClick={() => setDeleting(name)}>{`Excluir ${name}`}</Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ConfirmDialog
            open={deleting !== null}
            title="Excluir segmento"
            confirmLabel="Excluir"
            onConfirm={() => setRows((current) => current.filter((r) => r !== deleting))}
            onClose={() => setDeleting(null)}
          />
        </main>
      );
    }
    const user = userEvent.setup();
    render(<Rows />);
    await user.click(screen.getByRole('button', { name: 'Excluir Metalurgia' }));
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Excluir Metalurgia' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Segmentos' })).toHaveFocus();
  });

  it('stays open when the confirmation fails', async () => {
    const user = userEvent.setup();
    render(<ConfirmDemo onConfirm={() => Promise.reject(new Error('falhou'))} />);
    await user.click(screen.getByRole('button', { name: 'Excluir segmento' }));
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Excluir' })).toBeEnabled());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
  /** What axios rejects with when the API answers `status` (isHttpError reads the marker). */
  const refusal = (status: number) => Object.assign(new Error(`HTTP ${status}`), { isAxiosError: true, response: { status, data: {} } });

  it('closes when the API refuses the action (a 4xx): the page behind shows what changed', async () => {
    const user = userEvent.setup();
    render(<ConfirmDemo onConfirm={() => Promise.reject(refusal(409))} />);
    await user.click(screen.getByRole('button', { name: 'Excluir segmento' }));
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open on a server failure (a 5xx), so the same action can be tried again', async () => {
    const user = userEvent.setup();
    render(<ConfirmDemo onConfirm={() => Promise.reject(refusal(503))} />);
    await user.click(screen.getByRole('button', { name: 'Excluir segmento' }));
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Excluir' })).toBeEnabled());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('never changes its target while open: a record refreshed behind it does not rewrite it', async () => {
    const withdraw = vi.fn();
    function Proposal() {
      // The record behind the dialog: proposal nº 1 (ours) replaced by nº 2 (the other side's).
      const [proposalId, setProposalId] = useState(1);
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Retirar proposta</Button>
          <Button onClick={() => setProposalId(2)}>Atualizar</Button>
          <ConfirmDialog
            open={open}
            title="Retirar proposta"
            description={`A proposta nº ${proposalId} deixa de valer.`}
            confirmLabel="Confirmar retirada"
            onConfirm={() => withdraw(proposalId)}
            onClose={() => setOpen(false)}
          />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Proposal />);
    await user.click(screen.getByRole('button', { name: 'Retirar proposta' }));
    // The refresh lands while the dialog is open (clicked through the portal's backdrop-free path).
    act(() => screen.getAllByRole('button', { name: 'Atualizar', hidden: true })[0]!.click());
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('A proposta nº 1 deixa de valer.');
    await user.click(screen.getByRole('button', { name: 'Confirmar retirada' }));
    expect(withdraw).toHaveBeenCalledWith(1);
  });
});
