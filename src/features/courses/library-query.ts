import {
  COURSE_MEDIA_TYPES,
  COURSE_SORTS,
  COURSE_STUDY_STATES,
  isValidCatid,
  type CourseSort,
} from '../../../protocol';

/** The library's state, kept in the address so reload and back restore it. */
export interface LibraryQuery {
  keyword: string;
  catid: string;
  type: string;
  fee: string;
  state: string;
  label: string;
  sort: CourseSort;
  page: number;
  pageSize: number;
}

export const LIBRARY_PAGE_SIZE = 12;

const pick = (value: string | null, allowed: readonly string[]) => (value && allowed.includes(value) ? value : '');

/**
 * Read the address's query. Unknown filter values are dropped; the catid is kept as typed so its
 * validity can be judged. Spec 000 §2 names the keyword `value` and the category `search[catid]`
 * (links from home modules and other portals use them); the portal's own shorter keys win when both
 * are present, and writing the query moves a spec-keyed address onto them.
 */
export function readLibraryQuery(search: URLSearchParams): LibraryQuery {
  const page = Number(search.get('page'));
  return {
    keyword: (search.get('keyword') ?? search.get('value') ?? '').slice(0, 60),
    catid: search.get('catid') ?? search.get('search[catid]') ?? '',
    type: pick(search.get('type'), COURSE_MEDIA_TYPES),
    fee: pick(search.get('fee'), ['free', 'paid']),
    state: pick(search.get('state'), COURSE_STUDY_STATES),
    label: (search.get('label') ?? '').slice(0, 30),
    sort: (pick(search.get('sort'), COURSE_SORTS) || 'newest') as CourseSort,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: LIBRARY_PAGE_SIZE,
  };
}

/** The address query of a library state: defaults are left out to keep links short. */
export function writeLibraryQuery(query: LibraryQuery, keep: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  // moduleId and preview come from the linking page (spec 001 §7) and stay as they are.
  for (const key of ['moduleId', 'preview']) {
    const value = keep.get(key);
    if (value) next.set(key, value);
  }
  const entries: [string, string][] = [
    ['catid', query.catid],
    ['keyword', query.keyword],
    ['type', query.type],
    ['fee', query.fee],
    ['state', query.state],
    ['label', query.label],
    ['sort', query.sort === 'newest' ? '' : query.sort],
    ['page', query.page > 1 ? String(query.page) : ''],
  ];
  for (const [key, value] of entries) if (value) next.set(key, value);
  return next;
}

/** Spec 001 §7: a catid that is not letters and digits means no request at all. Empty = all categories. */
export function catidAllowsRequest(catid: string): boolean {
  return catid === '' || isValidCatid(catid);
}
