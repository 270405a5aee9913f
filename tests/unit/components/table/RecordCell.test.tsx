import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkCell, RecordCell } from '@/components/table/RecordCell';
import { textLinkClass } from '@/components/ui/RecordLink';

describe('RecordCell', () => {
  it('links the name to the record, with the detail line under it', () => {
    const { container } = render(
      <RecordCell href="/anuncios/7" detail="Aço carbono">
        Chapas de aço
      </RecordCell>,
    );
    const link = screen.getByRole('link', { name: 'Chapas de aço' });
    expect(link).toHaveAttribute('href', '/anuncios/7');
    expect(link).toHaveClass(...textLinkClass.split(' '));
    expect(screen.getByText('Aço carbono')).toHaveClass('text-xs', 'text-slate-600');
    expect(container.firstElementChild).toHaveClass('flex', 'flex-col', 'py-1');
  });

  it('shows an unavailable record without a link, with the Indisponível badge', () => {
    render(
      <RecordCell href="/anuncios/7" unavailable detail="Aço carbono">
        Chapas de aço
      </RecordCell>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Indisponível')).toBeInTheDocument();
    expect(screen.getByText(/Chapas de aço/)).toHaveClass('font-medium', 'text-slate-800');
  });

  it('shows a plain name without href, and no detail line when there is none', () => {
    const { container } = render(<RecordCell detail={null}>Maria</RecordCell>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Maria')).toHaveClass('font-medium', 'text-slate-900');
    expect(container.querySelectorAll('span')).toHaveLength(1);
  });
});

describe('linkCell', () => {
  it("renders the cell's value as a link to the row's record", () => {
    const Cell = linkCell((row: { id: number }) => `/anuncios/${row.id}`);
    render(<Cell row={{ original: { id: 3 } }} getValue={() => 'Bobinas'} />);
    expect(screen.getByRole('link', { name: 'Bobinas' })).toHaveAttribute('href', '/anuncios/3');
  });
});
