import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Toasts from '@/components/feedback/Toasts';
import { notifyError, notifySuccess } from '@/lib/notify';
import { elapse, fakeClock } from '@tests/helpers/time';

const toasts = () => [...document.querySelectorAll('.Toastify__toast')];
const room = () => document.querySelector<HTMLElement>('[data-toast-room]');

afterEach(async () => {
  const { toast } = await import('react-toastify');
  act(() => toast.dismiss());
});

describe('Toasts', () => {
  it('leave room below the page while they are shown, so the last button of a long form can be scrolled above them (docs/architecture.md)', async () => {
    fakeClock();
    render(
      <>
        <main>
          <form aria-label="Perfil">
            <button type="submit">Salvar perfil</button>
          </form>
        </main>
        <Toasts />
      </>,
    );
    expect(room()).toBeNull();
    notifyError(new Error('x'));
    notifySuccess('Perfil salvo com sucesso.');
    notifySuccess('Outra mensagem.');
    await waitFor(() => expect(toasts()).toHaveLength(3));
    // docs/product/limits.md still holds: bottom-centre, 3 at most.
    expect(document.querySelector('.Toastify__toast-container--bottom-center')).not.toBeNull();
    notifySuccess('Uma quarta mensagem.');
    await elapse(50); // a fourth shown at once would be on screen by now
    expect(toasts()).toHaveLength(3);

    // A spacer after the page's content as tall as the stack, and focus scrolling stops above it.
    await waitFor(() => expect(room()).not.toBeNull());
    const height = parseInt(room()!.style.height, 10);
    expect(height).toBeGreaterThanOrEqual(3 * 64);
    expect(room()).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('main').compareDocumentPosition(room()!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.documentElement.style.scrollPaddingBottom).toBe(`${height}px`);

    // Gone with the toasts.
    const { toast } = await import('react-toastify');
    act(() => toast.dismiss());
    await waitFor(() => expect(room()).toBeNull());
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });
});
