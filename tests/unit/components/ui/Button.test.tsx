import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Button } from '@/components/ui/Button';

describe('Button', () => {
  // A server-rendered page (/anuncios/[id], /vitrine, /admin/anuncios) shows its buttons before
  // their handlers exist: they say so until hydration, and work after it.
  it('says aria-disabled in the server\'s HTML, and drops it once hydrated', async () => {
    const clicks: string[] = [];
    const ui = <Button onClick={() => clicks.push('Tenho interesse')}>Tenho interesse</Button>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    expect(container.querySelector('button')).toHaveAttribute('aria-disabled', 'true');
    expect(container.querySelector('button')).not.toBeDisabled();
    // …and looks it (docs/performance.md): a waiting cursor and faded, not a ready button that ignores a click.
    expect(container.querySelector('button')).toHaveClass('cursor-wait', 'opacity-60');

    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, ui);
    });
    const button = screen.getByRole('button', { name: 'Tenho interesse' });
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveClass('cursor-wait');
    await userEvent.click(button);
    expect(clicks).toEqual(['Tenho interesse']);
    container.remove();
  });

  it('rendered in the browser it is live at once, and keeps an aria-disabled it is given', () => {
    render(
      <>
        <Button>Salvar</Button>
        <Button aria-disabled>Indisponível</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Salvar' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Indisponível' })).toHaveAttribute('aria-disabled', 'true');
  });
});
