import { describe, expect, it } from 'vitest';
import { catidAllowsRequest, readLibraryQuery, writeLibraryQuery } from './library-query';
import { chapterToOpen } from './course-format';

describe('the library query in the address', () => {
  it('reads filters, drops unknown values and defaults the rest', () => {
    const query = readLibraryQuery(
      new URLSearchParams('keyword=sql&catid=tech&type=video&fee=gratis&state=completed&sort=cheapest&page=-3'),
    );
    expect(query).toMatchObject({
      keyword: 'sql',
      catid: 'tech',
      type: 'video',
      fee: '',
      state: 'completed',
      sort: 'newest',
      page: 1,
    });
  });

  it('writes only what differs from the defaults and keeps moduleId and preview', () => {
    const query = readLibraryQuery(new URLSearchParams('keyword=sql&page=2&sort=popular'));
    const written = writeLibraryQuery({ ...query, page: 1 }, new URLSearchParams('moduleId=m7&preview=1&junk=x'));
    expect(Object.fromEntries(written)).toEqual({ moduleId: 'm7', preview: '1', keyword: 'sql', sort: 'popular' });
  });

  it('allows a request only for an empty catid or letters and digits (spec 001 §7)', () => {
    expect(catidAllowsRequest('')).toBe(true);
    expect(catidAllowsRequest('lead01')).toBe(true);
    for (const bad of ['bad-id', 'a b', "x';--", '分类', 'a_b']) expect(catidAllowsRequest(bad)).toBe(false);
  });
});

describe('the chapter "Continue studying" opens', () => {
  const chapters = [
    { id: 1, completed: true, locked: false },
    { id: 2, completed: false, locked: false },
    { id: 3, completed: false, locked: true },
  ];
  it('is the last studied chapter when it is open, else the first unfinished open one', () => {
    expect(chapterToOpen(chapters, 1)).toBe(1);
    expect(chapterToOpen(chapters, 3)).toBe(2);
    expect(chapterToOpen(chapters, null)).toBe(2);
    expect(chapterToOpen([], null)).toBeNull();
  });
});
