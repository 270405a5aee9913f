import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SectionPager, useSectionPage } from '@/components/table/SectionPager';

function meta(pageCount: number) {
  return { page: 1, take: 10, itemCount: pageCount * 10, pageCount, hasPreviousPage: false, hasNextPage: pageCount > 1 };
}

function Section({ pageCount }: { pageCount: number }) {
  const paging = useSectionPage();
  return (
    <>
      <output aria-label="estado">{`${paging.page}/${paging.take}`}</output>
      <SectionPager meta={meta(pageCount)} paging={paging} />
    </>
  );
}

describe('SectionPager', () => {
  it('shows nothing for a single page', () => {
    render(<Section pageCount={1} />);
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
  });

  it('moves through the pages, and a new page size goes back to page 1', async () => {
    const user = userEvent.setup();
    render(<Section pageCount={3} />);
    const pager = screen.getByRole('navigation', { name: 'Paginação' });
    await user.click(within(pager).getByRole('button', { name: /Página 3/ }));
    expect(screen.getByLabelText('estado')).toHaveTextContent('3/10');
    await user.selectOptions(screen.getByLabelText('Linhas por página'), '25');
    expect(screen.getByLabelText('estado')).toHaveTextContent('1/25');
  });
});
