import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import Toasts from '@/components/feedback/Toasts';
import { notifyError, notifySuccess } from '@/lib/notify';

/** The toasts on screen whose text is `text` (react-toastify renders each in a role=alert box). */
const toastsOf = (text: string) => screen.queryAllByText(text);

describe('notify', () => {
  it('never stacks the same message twice while its toast is open', async () => {
    render(<Toasts />);
    act(() => {
      notifySuccess('Salvo.');
      notifySuccess('Salvo.');
    });
    expect(await screen.findByText('Salvo.')).toBeVisible();
    act(() => notifySuccess('Salvo.'));
    // Toasts come out in the order raised: once a later message is on screen, a wrongly stacked
    // copy of 'Salvo.' would be too.
    act(() => notifySuccess('Depois.'));
    expect(await screen.findByText('Depois.')).toBeVisible();
    expect(toastsOf('Salvo.')).toHaveLength(1);
  });

  it('shows an error again when it comes back while its previous toast is closing', async () => {
    const user = userEvent.setup();
    render(<Toasts />);
    act(() => void notifyError(new Error('boom')));
    const first = await screen.findByText('Ops! Ocorreu um erro... tente mais tarde.');
    // The user closes it; the same error comes back at once (a resubmit that fails again),
    // while the first toast is still sliding out.
    await user.click(screen.getByRole('button', { name: /close/i }));
    act(() => void notifyError(new Error('boom')));
    // (jsdom runs no exit animation, so the first toast stays in the DOM: only the new one counts)
    await waitFor(() => expect(toastsOf('Ops! Ocorreu um erro... tente mais tarde.').filter((el) => el !== first)).toHaveLength(1));
  });
});
