import { Button } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface NextChapterCountdownProps {
  title: string;
  seconds: number;
  onGo: () => void;
  onCancel: () => void;
}

/** After a media chapter ends: the next chapter opens when the countdown runs out, unless cancelled. */
export function NextChapterCountdown({ title, seconds, onGo, onCancel }: NextChapterCountdownProps) {
  const { t } = useTranslation('course-study');
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) {
      onGo();
      return;
    }
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, onGo]);
  return (
    <div className="lp-study-countdown" role="status">
      <span>{t('player.nextIn', { seconds: left, title })}</span>
      <Button size="small" type="primary" onClick={onGo}>
        {t('player.nextNow')}
      </Button>
      <Button size="small" onClick={onCancel}>
        {t('player.nextCancel')}
      </Button>
    </div>
  );
}
