import { useTranslation } from 'react-i18next';
import type { HomeItem } from '../../../../protocol';
import { dateText } from './item-facts';
import { ItemLink } from './item-link';

export function TaskRows({ items }: { items: HomeItem[] }) {
  const { t } = useTranslation('home');
  return (
    <ul className="lp-home-rows">
      {items.map((item) => (
        <li key={item.id}>
          <ItemLink item={item} className="lp-home-row">
            {item.taskKind ? (
              <span className={`lp-home-tag lp-home-tag-${item.taskKind}`}>{t(`taskKind.${item.taskKind}`)}</span>
            ) : null}
            <span className="lp-home-row-title">{item.title}</span>
            {item.endsAt ? (
              <span className="lp-home-row-meta">{t('card.due', { date: dateText(item.endsAt) })}</span>
            ) : null}
          </ItemLink>
        </li>
      ))}
    </ul>
  );
}

export function NewsRows({ items }: { items: HomeItem[] }) {
  return (
    <ul className="lp-home-rows">
      {items.map((item) => (
        <li key={item.id}>
          <ItemLink item={item} className="lp-home-row lp-home-news">
            <span className="lp-home-row-main">
              <span className="lp-home-row-title">{item.title}</span>
              {item.summary ? <span className="lp-home-card-sub">{item.summary}</span> : null}
            </span>
            <span className="lp-home-row-meta">
              {[item.author, dateText(item.publishedAt)].filter(Boolean).join(' · ')}
            </span>
          </ItemLink>
        </li>
      ))}
    </ul>
  );
}

/** A single advert panel (one or more panels side by side); never an empty state. */
export function AdvertPanels({ items }: { items: HomeItem[] }) {
  return (
    <div className="lp-home-adverts">
      {items.map((item) => (
        <ItemLink key={item.id} item={item} className="lp-home-advert">
          <span className="lp-home-advert-inner" style={{ background: item.color || undefined }}>
            <span className="lp-home-slide-title">{item.title}</span>
            {item.summary ? <span className="lp-home-slide-summary">{item.summary}</span> : null}
          </span>
        </ItemLink>
      ))}
    </div>
  );
}
