import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LecturerCard as Card } from '../../../../protocol';
import { mediaUrl } from '../../../lib/media-url';
import { Stars } from './stars';

/** A lecturer in the list: avatar, name, type, headline, region, labels, rating and courses. */
export function LecturerCard({ lecturer }: { lecturer: Card }) {
  const { t } = useTranslation('lecturers');
  return (
    <li className="lp-lect-card">
      <Link to={`/lecturer/lecturerDetail/${lecturer.id}`} className="lp-lect-card__link">
        <Avatar src={lecturer.avatar} name={lecturer.name} size={72} />
        <span className="lp-lect-card__body">
          <span className="lp-lect-card__head">
            <strong className="lp-lect-card__name">{lecturer.name}</strong>
            <TypeTag type={lecturer.type} />
          </span>
          <span className="lp-lect-card__headline">{lecturer.headline}</span>
          <span className="lp-lect-card__meta">
            {lecturer.region ? <span>{lecturer.region}</span> : null}
            <span>{t('card.courses', { count: lecturer.courseCount })}</span>
          </span>
          <Stars value={lecturer.rating} count={lecturer.ratingCount} />
          {lecturer.labels.length > 0 ? (
            <span className="lp-lect-labels" aria-label={t('card.labels')}>
              {lecturer.labels.map((label) => (
                <span key={label} className="lp-lect-label">
                  {label}
                </span>
              ))}
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}

export function TypeTag({ type }: { type: Card['type'] }) {
  const { t } = useTranslation('lecturers');
  return <span className={`lp-lect-type lp-lect-type--${type}`}>{t(`type.${type}`)}</span>;
}

export function Avatar({ src, name, size }: { src: string; name: string; size: number }) {
  const url = mediaUrl(src);
  return url ? (
    <img className="lp-lect-avatar" src={url} alt="" width={size} height={size} />
  ) : (
    <span className="lp-lect-avatar lp-lect-avatar--blank" style={{ width: size, height: size }} aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );
}
