import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Detail, DetailCard, DetailList } from '@/components/ui/DetailCard';

describe('DetailCard and Detail', () => {
  it('is a region named by its title, with label/value pairs; an absent value is a dash, zero is zero', () => {
    render(
      <DetailCard title="Valores">
        <dl>
          <Detail label="Quantidade">0</Detail>
          <Detail label="Mensagem">{''}</Detail>
          <Detail label="Site">{null}</Detail>
          <Detail label="Valor total" className="md:col-span-2">
            <strong>R$ 10,00</strong>
          </Detail>
        </dl>
      </DetailCard>,
    );
    const card = screen.getByRole('region', { name: 'Valores' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Valores' })).toBeInTheDocument();
    const terms = within(card).getAllByRole('term').map((t) => t.textContent);
    const values = within(card).getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Quantidade', 'Mensagem', 'Site', 'Valor total']);
    expect(values).toEqual(['0', '—', '—', 'R$ 10,00']);
    expect(within(card).getByText('Valor total').parentElement).toHaveClass('md:col-span-2');
  });

  it('lays the pairs of a DetailList in one column, two from md (or sm) up, adding classes', () => {
    const { container } = render(
      <>
        <DetailList>
          <Detail label="Nome">Ana</Detail>
        </DetailList>
        <DetailList from="sm" className="lg:grid-cols-4">
          <Detail label="E-mail">ana@empresa.com.br</Detail>
        </DetailList>
      </>,
    );
    const [md, sm] = Array.from(container.querySelectorAll('dl'));
    expect(md).toHaveClass('grid', 'grid-cols-1', 'gap-4', 'md:grid-cols-2');
    expect(sm).toHaveClass('grid-cols-1', 'sm:grid-cols-2', 'lg:grid-cols-4');
    expect(sm).not.toHaveClass('md:grid-cols-2');
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Nome', 'E-mail']);
  });
});
