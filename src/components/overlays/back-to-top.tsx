import { Button } from '@arco-design/web-react';
import { IconToTop } from '@arco-design/web-react/icon';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollToTop } from './scroll-to-top';
import './overlays.css';

/** How far down the page the button appears, in px. */
export const BACK_TO_TOP_THRESHOLD_PX = 400;

/** A round button at the bottom right once the page is scrolled down; it glides back to the top. */
export function BackToTop() {
  const { t } = useTranslation('overlays');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <Button
      className="lp-back-to-top"
      shape="circle"
      size="large"
      type="primary"
      icon={<IconToTop />}
      aria-label={t('backToTop')}
      title={t('backToTop')}
      // The button then unmounts, so keyboard focus restarts from the top of the page.
      onClick={() => void scrollToTop()}
    />
  );
}
