import { useTranslation } from 'react-i18next';

export interface AdminTileCountProps {
  /** How many items wait; undefined while loading, null when the count could not be read. */
  count: number | null | undefined;
}

/** A home tile's "N waiting" badge: words as well as colour, so it reads without seeing colour. */
export function AdminTileCount({ count }: AdminTileCountProps) {
  const { t } = useTranslation('admin');
  if (count === undefined) return null;
  if (count === null)
    return <span className="lp-admin-tile__badge lp-admin-tile__badge--none">{t('home.pendingUnknown')}</span>;
  if (count === 0)
    return <span className="lp-admin-tile__badge lp-admin-tile__badge--none">{t('home.pendingNone')}</span>;
  return <span className="lp-admin-tile__badge">{t('home.pending', { count })}</span>;
}
