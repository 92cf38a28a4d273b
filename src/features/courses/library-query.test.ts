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

  it("reads the spec's keys `value` (keyword) and `search[catid]`, the portal's own keys winning", () => {
    expect(readLibraryQuery(new URLSearchParams('value=leading&search%5Bcatid%5D=lead01'))).toMatchObject({
      keyword: 'leading',
      catid: 'lead01',
    });
    expect(readLibraryQuery(new URLSearchParams('value=old&keyword=new&search[catid]=a1&catid=b2'))).toMatchObject({
      keyword: 'new',
      catid: 'b2',
    });
    // An invalid spec-keyed catid is judged like the portal's own: no request.
    expect(catidAllowsRequest(readLibraryQuery(new URLSearchParams('search[catid]=bad-id')).catid)).toBe(false);
    // Writing moves the address onto the portal's keys.
    const written = writeLibraryQuery(
      { ...readLibraryQuery(new URLSearchParams('value=sql&search[catid]=tech')), page: 2 },
      new URLSearchParams('value=sql&search[catid]=tech'),
    );
    expect(Object.fromEntries(written)).toEqual({ catid: 'tech', keyword: 'sql', page: '2' });
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
