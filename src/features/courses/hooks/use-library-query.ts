import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readLibraryQuery, writeLibraryQuery, type LibraryQuery } from '../library-query';

/**
 * The library state in the address. A change of filter goes back to page 1; every change is a
 * history entry, so Back undoes it.
 */
export function useLibraryQuery(): {
  query: LibraryQuery;
  update: (change: Partial<LibraryQuery>) => void;
  moduleId: string;
  preview: boolean;
} {
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => readLibraryQuery(search), [search]);
  const update = useCallback(
    (change: Partial<LibraryQuery>) => {
      const next = { ...query, ...change };
      if (!('page' in change)) next.page = 1;
      setSearch(writeLibraryQuery(next, search));
    },
    [query, search, setSearch],
  );
  return { query, update, moduleId: search.get('moduleId') ?? '', preview: search.get('preview') === '1' };
}
