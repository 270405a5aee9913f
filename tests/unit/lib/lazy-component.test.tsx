import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import Toasts from '@/components/feedback/Toasts';
import { Button } from '@/components/ui/Button';
import { lazyComponent, useLazyOpen, type LazyComponent } from '@/lib/lazy-component';

function Dialog({ onClose }: { onClose: () => void }) {
  return (
    <div role="dialog" aria-label="Carregado">
      <button type="button" onClick={onClose}>
        Fechar
      </button>
    </div>
  );
}

function Opener({ lazy }: { lazy: LazyComponent<{ onClose: () => void }> }) {
  const dialog = useLazyOpen(lazy);
  return (
    <>
      <Button {...dialog.openerProps}>Abrir</Button>
      {dialog.Component ? <dialog.Component onClose={dialog.close} /> : null}
    </>
  );
}

describe('lazyComponent + useLazyOpen', () => {
  it('loads nothing until used, then opens, closes and opens again with one load', async () => {
    const load = vi.fn(async () => Dialog);
    const user = userEvent.setup();
    render(<Opener lazy={lazyComponent(load)} />);
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByRole('dialog', { name: 'Carregado' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('dialog', { name: 'Carregado' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the opener enabled and focused, busy, while the dialog loads', async () => {
    let resolve: (component: typeof Dialog) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Dialog>((r) => (resolve = r)));
    const user = userEvent.setup();
    render(<Opener lazy={lazyComponent(load)} />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await user.click(opener);
    expect(opener).toHaveAttribute('aria-busy', 'true');
    expect(opener).toBeEnabled();
    expect(opener).toHaveFocus();
    resolve(Dialog);
    expect(await screen.findByRole('dialog', { name: 'Carregado' })).toBeInTheDocument();
    expect(opener).not.toHaveAttribute('aria-busy');
  });

  it('starts loading when the user points at the opener', async () => {
    const load = vi.fn(async () => Dialog);
    const user = userEvent.setup();
    render(<Opener lazy={lazyComponent(load)} />);
    await user.hover(screen.getByRole('button', { name: 'Abrir' }));
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByRole('dialog', { name: 'Carregado' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading when the keyboard reaches the opener', async () => {
    const load = vi.fn(async () => Dialog);
    const user = userEvent.setup();
    render(<Opener lazy={lazyComponent(load)} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus();
    expect(load).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Carregado' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('toasts a failed load, opens nothing, and loads again on the next try', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return Dialog;
    });
    const user = userEvent.setup();
    render(
      <>
        <Opener lazy={lazyComponent(load)} />
        <Toasts />
      </>,
    );
    // a failed preload on hover says nothing (no unhandled rejection either): the click tells
    await user.hover(screen.getByRole('button', { name: 'Abrir' }));
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByText('Ops! Ocorreu um erro... tente mais tarde.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Abrir' })).not.toHaveAttribute('aria-busy');
    fail = false;
    const tries = load.mock.calls.length; // hover, focus and click each tried while it failed
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByRole('dialog', { name: 'Carregado' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(tries + 1);
  });
});
