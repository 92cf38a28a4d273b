import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompactPager } from './compact-pager';
import { Pager } from './pager';

afterEach(cleanup);

describe('Pager', () => {
  it('draws nothing when everything fits on one page', () => {
    const { container } = render(<Pager page={1} total={10} pageSize={10} onPage={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it("is a named navigation with Arco's pages, and reports the page chosen", () => {
    const onPage = vi.fn();
    render(<Pager page={1} total={45} pageSize={10} onPage={onPage} label="Pages of comments" />);
    const nav = screen.getByRole('navigation', { name: 'Pages of comments' });
    expect(nav.querySelectorAll('.arco-pagination-item')).not.toHaveLength(0);
    fireEvent.click(screen.getByText('3'));
    expect(onPage).toHaveBeenCalledWith(3, 10);
  });
});

describe('Pager on a phone', () => {
  // A window below 600 px, as src/lib/use-viewport.ts asks it.
  const phone = (query: string) =>
    ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
  afterEach(() => vi.unstubAllGlobals());

  it("steps with two touch-sized buttons and 'page of pages' instead of a row of page numbers", () => {
    vi.stubGlobal('matchMedia', vi.fn(phone));
    const onPage = vi.fn();
    render(<Pager page={1} total={95} pageSize={10} onPage={onPage} label="Pages of comments" />);
    const nav = screen.getByRole('navigation', { name: 'Pages of comments' });
    expect(nav.querySelectorAll('.arco-pagination-item')).toHaveLength(0);
    expect(nav.textContent).toContain('1 / 10');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});

describe('CompactPager', () => {
  it('draws nothing for one page', () => {
    const { container } = render(<CompactPager page={1} pages={1} onPage={() => {}} label="Pages" />);
    expect(container.innerHTML).toBe('');
  });

  it('steps back and forward, and cannot step past either end', () => {
    const onPage = vi.fn();
    render(<CompactPager page={1} pages={3} onPage={onPage} label="Pages of Latest" />);
    const nav = screen.getByRole('navigation', { name: 'Pages of Latest' });
    expect(nav.textContent).toContain('1 / 3');
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('with arrows, keeps the spoken names on the ‹ › buttons', () => {
    render(<CompactPager arrows page={3} pages={3} onPage={() => {}} label="Pages" />);
    expect(screen.getByRole('button', { name: 'Previous page' }).textContent).toBe('‹');
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
