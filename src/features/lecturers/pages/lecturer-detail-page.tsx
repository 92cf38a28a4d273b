import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CourseLink } from '../../../components/course/course-link';
import { LoadState } from '../../../components/load-state';
import { mediaUrl } from '../../../lib/media-url';
import { getLecturer } from '../api/lecturer-api';
import { lecturerKeys } from '../api/query-keys';
import { BookingPanel } from '../components/booking-panel';
import { DimensionRating } from '../components/dimension-rating';
import { Avatar, TypeTag } from '../components/lecturer-card';
import { Stars } from '../components/stars';
import '../lecturers.css';

export interface LecturerDetailPageProps {
  id: number;
  signedIn: boolean;
  onSignIn: () => void;
}

/** /lecturer/lecturerDetail/{id}: profile, photos, courses taught, rating by dimension, offline booking. */
export function LecturerDetailPage({ id, signedIn, onSignIn }: LecturerDetailPageProps) {
  const { t } = useTranslation('lecturers');
  const detail = useQuery({ queryKey: lecturerKeys.detail(id), queryFn: () => getLecturer(id), enabled: id > 0 });
  if (!detail.data) {
    return (
      <section className="lp-lect-page">
        <LoadState
          kind={detail.error || id <= 0 ? 'error' : 'loading'}
          error={detail.error}
          onRetry={() => void detail.refetch()}
          notFoundText={t('detail.notFound')}
          action={<Link to="/lecturer/lecturerList">{t('detail.back')}</Link>}
        />
      </section>
    );
  }
  const l = detail.data;
  return (
    <article className="lp-lect-page lp-lect-detail">
      <nav className="lp-lect-crumbs" aria-label={t('detail.crumbs')}>
        <Link to="/lecturer/lecturerList">{t('list.title')}</Link> / <span aria-current="page">{l.name}</span>
      </nav>
      <header className="lp-lect-profile">
        <Avatar src={l.avatar} name={l.name} size={112} />
        <div className="lp-lect-profile__text">
          <h1 className="lp-lect-profile__name">
            {l.name} <TypeTag type={l.type} />
          </h1>
          <p className="lp-lect-profile__headline">{l.headline}</p>
          <dl className="lp-lect-facts">
            <div>
              <dt>{t('detail.gender')}</dt>
              <dd>{t(`gender.${l.gender}`)}</dd>
            </div>
            {l.region ? (
              <div>
                <dt>{t('detail.region')}</dt>
                <dd>{l.region}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('detail.rating')}</dt>
              <dd>
                <Stars value={l.rating} count={l.ratingCount} />
              </dd>
            </div>
          </dl>
          {l.labels.length > 0 ? (
            <p className="lp-lect-labels" aria-label={t('card.labels')}>
              {l.labels.map((label) => (
                <span key={label} className="lp-lect-label">
                  {label}
                </span>
              ))}
            </p>
          ) : null}
        </div>
      </header>
      <section className="lp-lect-section" aria-labelledby="lp-lect-intro">
        <h2 id="lp-lect-intro" className="lp-lect-section__title">
          {t('detail.introduction')}
        </h2>
        <p className="lp-lect-intro">{l.introduction || t('detail.noIntroduction')}</p>
      </section>
      {l.photos.length > 0 ? (
        <section className="lp-lect-section" aria-labelledby="lp-lect-photos">
          <h2 id="lp-lect-photos" className="lp-lect-section__title">
            {t('detail.photos', { count: l.photos.length })}
          </h2>
          <ul className="lp-lect-photos">
            {l.photos.map((photo, i) => (
              <li key={i}>
                <a href={mediaUrl(photo)} target="_blank" rel="noopener noreferrer">
                  <img src={mediaUrl(photo)} alt={t('detail.photoAlt', { name: l.name, n: i + 1 })} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="lp-lect-section" aria-labelledby="lp-lect-courses">
        <h2 id="lp-lect-courses" className="lp-lect-section__title">
          {t('detail.courses', { count: l.courses.length })}
        </h2>
        {l.courses.length === 0 ? (
          <p className="lp-lect-muted">{t('detail.noCourses')}</p>
        ) : (
          <ul className="lp-lect-courses">
            {l.courses.map((c) => (
              <li key={c.id}>
                <CourseLink to={`/course/${c.id}`}>{c.title}</CourseLink>
                <span className="lp-lect-muted">{t('detail.learners', { count: c.learners })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <DimensionRating lecturerId={l.id} signedIn={signedIn} onSignIn={onSignIn} />
      {l.bookable ? (
        signedIn ? (
          <BookingPanel lecturerId={l.id} place={l.place} />
        ) : (
          <section className="lp-lect-section">
            <h2 className="lp-lect-section__title">{t('booking.title')}</h2>
            <button type="button" className="lp-lect-linkbtn" onClick={onSignIn}>
              {t('booking.signIn')}
            </button>
          </section>
        )
      ) : null}
    </article>
  );
}
