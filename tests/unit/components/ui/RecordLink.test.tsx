import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordLink, textLinkClass } from '@/components/ui/RecordLink';

describe('RecordLink', () => {
  it('is a link to the record with the record-link look and its focus ring, adding classes and props', () => {
    render(
      <RecordLink href="/anuncios/7" className="truncate" aria-label="Anúncio 7">
        Chapas de aço
      </RecordLink>,
    );
    const link = screen.getByRole('link', { name: 'Anúncio 7' });
    expect(link).toHaveAttribute('href', '/anuncios/7');
    expect(link).toHaveClass(...textLinkClass.split(' '), 'truncate');
    expect(link).toHaveClass('focus-visible:ring-2');
    expect(link).toHaveTextContent('Chapas de aço');
  });
});
