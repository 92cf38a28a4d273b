import { Alert, Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';

export interface LinkChapterProps {
  link: string;
  /** Opens an address outside the portal through the host adapter. */
  openExternal: (url: string) => void;
  onOpened: () => void;
}

/**
 * A link chapter. An https link opens through the host's outside-link navigation; any other link
 * cannot be shown inside the portal, so the learner is told it needs a new window first (spec 001 §8).
 */
export function LinkChapter({ link, openExternal, onOpened }: LinkChapterProps) {
  const { t } = useTranslation('course-study');
  const secure = link.startsWith('https://');
  const open = () => {
    openExternal(link);
    onOpened();
  };
  return (
    <div className="lp-study-link">
      <p className="lp-study-link-address">{link}</p>
      {!secure && <Alert type="warning" content={t('link.needsNewWindow')} style={{ marginBottom: 16 }} />}
      <Button type="primary" onClick={open}>
        {secure ? t('link.open') : t('link.openNewWindow')}
      </Button>
      <p className="lp-study-hint">{t('link.hint')}</p>
    </div>
  );
}
