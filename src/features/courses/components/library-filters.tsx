import { Input, Select } from '@arco-design/web-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSE_MEDIA_TYPES, COURSE_SORTS, COURSE_STUDY_STATES } from '../../../../protocol';
import { debounce } from '../../../lib/debounce';
import type { LibraryQuery } from '../library-query';

/** Typing pauses this long before the list follows; Enter searches at once. */
const KEYWORD_DEBOUNCE_MS = 500;

export interface LibraryFiltersProps {
  query: LibraryQuery;
  labels: string[];
  signedIn: boolean;
  onChange: (change: Partial<LibraryQuery>) => void;
}

/** Keyword search, filter selects and the sort of the library. */
export function LibraryFilters({ query, labels, signedIn, onChange }: LibraryFiltersProps) {
  const { t } = useTranslation('courses');
  const [keyword, setKeyword] = useState(query.keyword);
  const [seenKeyword, setSeenKeyword] = useState(query.keyword);
  // The address is the truth: when its keyword changes (Back, a link, our own search), the box
  // follows — adjusted during render, not in an effect. A trailing space being typed is kept.
  if (seenKeyword !== query.keyword) {
    setSeenKeyword(query.keyword);
    if (keyword.trim() !== query.keyword) setKeyword(query.keyword);
  }
  const follow = useMemo(
    () => debounce((value: string) => onChange({ keyword: value.trim() }), KEYWORD_DEBOUNCE_MS),
    [onChange],
  );
  useEffect(() => () => follow.cancel(), [follow]);

  const select = (
    key: keyof LibraryQuery,
    label: string,
    options: { value: string; label: string }[],
    value: string,
  ) => (
    <Select
      aria-label={label}
      className="lp-library-select"
      placeholder={label}
      value={value || undefined}
      allowClear
      options={options}
      onChange={(next: string | undefined) => onChange({ [key]: next ?? '' })}
    />
  );

  return (
    <div className="lp-library-filters">
      <Input.Search
        className="lp-library-search"
        aria-label={t('filters.keyword')}
        placeholder={t('filters.keywordPlaceholder')}
        value={keyword}
        maxLength={60}
        allowClear
        onChange={(value) => {
          setKeyword(value);
          follow(value);
        }}
        onSearch={(value) => {
          follow.cancel();
          onChange({ keyword: value.trim() });
        }}
        onClear={() => {
          follow.cancel();
          onChange({ keyword: '' });
        }}
      />
      {/* One row of selects: as it was on a desktop (display: contents), a sideways scroller on a phone. */}
      <div className="lp-library-selects">
        {select(
          'fee',
          t('filters.fee'),
          [
            { value: 'free', label: t('price.free') },
            { value: 'paid', label: t('filters.paid') },
          ],
          query.fee,
        )}
        {select(
          'type',
          t('filters.type'),
          COURSE_MEDIA_TYPES.map((v) => ({ value: v, label: t(`mediaType.${v}`) })),
          query.type,
        )}
        {signedIn
          ? select(
              'state',
              t('filters.state'),
              COURSE_STUDY_STATES.map((v) => ({ value: v, label: t(`studyState.${v}`) })),
              query.state,
            )
          : null}
        {labels.length
          ? select(
              'label',
              t('filters.label'),
              labels.map((v) => ({ value: v, label: v })),
              query.label,
            )
          : null}
      </div>
      <div className="lp-library-sort" role="group" aria-label={t('sort.label')}>
        {COURSE_SORTS.map((sort) => (
          <button
            key={sort}
            type="button"
            className="lp-sort-button"
            aria-pressed={query.sort === sort}
            onClick={() => onChange({ sort })}
          >
            {t(`sort.${sort}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
