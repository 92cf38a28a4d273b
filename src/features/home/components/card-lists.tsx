import { useTranslation } from 'react-i18next';
import type { HomeItem } from '../../../../protocol';
import { initialsOf, priceText } from './item-facts';
import { ItemLink } from './item-link';

/** Course cards: a cover made from the title (demo courses have no cover image), lecturer and facts. */
export function CourseCards({ items, showCount }: { items: HomeItem[]; showCount: boolean }) {
  const { t } = useTranslation('home');
  return (
    <ul className="lp-home-cards">
      {items.map((item) => (
        <li key={item.id} className="lp-home-card">
          <ItemLink item={item} className="lp-home-card-link">
            <span className="lp-home-card-cover" aria-hidden="true">
              {item.title.slice(0, 1)}
            </span>
            <span className="lp-home-card-title">{item.title}</span>
            {item.lecturer ? <span className="lp-home-card-sub">{item.lecturer}</span> : null}
            <span className="lp-home-card-facts">
              <span className={item.feeType === 'paid' ? 'lp-home-price' : 'lp-home-free'}>{priceText(t, item)}</span>
              {item.credits ? <span>{t('card.credits', { credits: item.credits, count: item.credits })}</span> : null}
              {showCount && item.learners != null ? <span>{t('card.learners', { count: item.learners })}</span> : null}
            </span>
          </ItemLink>
        </li>
      ))}
    </ul>
  );
}

export function PackageCards({ items, showCount }: { items: HomeItem[]; showCount: boolean }) {
  const { t } = useTranslation('home');
  return (
    <ul className="lp-home-cards lp-home-cards-wide">
      {items.map((item) => (
        <li key={item.id} className="lp-home-card lp-home-package">
          <ItemLink item={item} className="lp-home-card-link">
            <span className="lp-home-package-badge">{t('card.courseCount', { count: item.courseCount ?? 0 })}</span>
            <span className="lp-home-card-title">{item.title}</span>
            {item.summary ? <span className="lp-home-card-summary">{item.summary}</span> : null}
            <span className="lp-home-card-facts">
              <span className={item.feeType === 'paid' ? 'lp-home-price' : 'lp-home-free'}>{priceText(t, item)}</span>
              {showCount && item.learners != null ? <span>{t('card.learners', { count: item.learners })}</span> : null}
            </span>
          </ItemLink>
        </li>
      ))}
    </ul>
  );
}

export function LecturerCards({ items }: { items: HomeItem[] }) {
  const { t } = useTranslation('home');
  return (
    <ul className="lp-home-cards">
      {items.map((item) => (
        <li key={item.id} className="lp-home-card lp-home-lecturer">
          <ItemLink item={item} className="lp-home-card-link">
            <span className="lp-home-avatar" aria-hidden="true">
              {initialsOf(item.title)}
            </span>
            <span className="lp-home-card-title">{item.title}</span>
            {item.lecturerType ? <span className="lp-home-tag">{t(`lecturerType.${item.lecturerType}`)}</span> : null}
            {item.summary ? <span className="lp-home-card-sub">{item.summary}</span> : null}
            {item.rating ? (
              <span className="lp-home-card-facts">{t('card.rating', { rating: item.rating.toFixed(1) })}</span>
            ) : null}
          </ItemLink>
        </li>
      ))}
    </ul>
  );
}

export function PartnerCards({ items }: { items: HomeItem[] }) {
  return (
    <ul className="lp-home-partners">
      {items.map((item) => (
        <li key={item.id} className="lp-home-partner">
          <ItemLink item={item} className="lp-home-partner-link">
            <span className="lp-home-partner-logo" aria-hidden="true">
              {initialsOf(item.title)}
            </span>
            <span className="lp-home-partner-text">
              <span className="lp-home-card-title">{item.title}</span>
              {item.partnerType ? <span className="lp-home-card-sub">{item.partnerType}</span> : null}
            </span>
          </ItemLink>
        </li>
      ))}
    </ul>
  );
}
