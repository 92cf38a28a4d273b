import { Alert } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { gradeDimension, listDimensions } from '../api/lecturer-api';
import { lecturerKeys } from '../api/query-keys';
import { GivenStars, StarInput } from './star-input';

/**
 * Rating by dimension (setTeacherDimensionGrade): each dimension's average, and the learner's own
 * stars once per dimension. The stars lock while the call runs, and the server refuses a repeat.
 */
export function DimensionRating({
  lecturerId,
  signedIn,
  onSignIn,
}: {
  lecturerId: number;
  signedIn: boolean;
  onSignIn: () => void;
}) {
  const { t } = useTranslation('lecturers');
  const client = useQueryClient();
  const dims = useQuery({ queryKey: lecturerKeys.dimensions(lecturerId), queryFn: () => listDimensions(lecturerId) });
  const [error, setError] = useState<{ id: number; text: string } | null>(null);
  const grade = useMutation({
    mutationFn: (v: { dimensionId: number; stars: number }) => gradeDimension(lecturerId, v.dimensionId, v.stars),
    onSuccess: () => {
      setError(null);
      void client.invalidateQueries({ queryKey: lecturerKeys.dimensions(lecturerId) });
      void client.invalidateQueries({ queryKey: lecturerKeys.detail(lecturerId) });
    },
    onError: (e, v) => {
      setError({ id: v.dimensionId, text: errorText(e) });
      void client.invalidateQueries({ queryKey: lecturerKeys.dimensions(lecturerId) });
    },
  });
  if (!dims.data) return null;
  return (
    <section className="lp-lect-section" aria-labelledby="lp-lect-dims">
      <h2 id="lp-lect-dims" className="lp-lect-section__title">
        {t('dimensions.title')}
      </h2>
      <p className="lp-lect-muted">{signedIn ? t('dimensions.hint') : t('dimensions.signIn')}</p>
      <ul className="lp-lect-dims">
        {dims.data.list.map((d) => (
          <li key={d.id} className="lp-lect-dim">
            <span className="lp-lect-dim__name" id={`lp-dim-${d.id}`}>
              {d.name}
            </span>
            <span className="lp-lect-dim__avg">
              {d.count > 0
                ? t('dimensions.average', { value: d.average.toFixed(1), count: d.count })
                : t('rating.none')}
            </span>
            <span className="lp-lect-dim__mine">
              {d.mine > 0 ? (
                <>
                  <GivenStars value={d.mine} />
                  <span className="lp-lect-muted">{t('dimensions.mine', { count: d.mine })}</span>
                </>
              ) : signedIn ? (
                <StarInput
                  value={0}
                  labelledBy={`lp-dim-${d.id}`}
                  disabled={grade.isPending}
                  onChange={(stars) => {
                    if (!grade.isPending) grade.mutate({ dimensionId: d.id, stars });
                  }}
                />
              ) : (
                <button type="button" className="lp-lect-linkbtn" onClick={onSignIn}>
                  {t('dimensions.signInToRate')}
                </button>
              )}
            </span>
            {error?.id === d.id ? (
              <div className="lp-lect-dim__error">
                <Alert type="error" content={error.text} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
