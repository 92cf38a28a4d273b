import { Button } from '@arco-design/web-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../lib/media-url';

/** An image set: one image at a time, with previous / next buttons and the arrow keys. */
export function ImageSetChapter({
  images,
  title,
  startIndex = 0,
  onPage,
}: {
  images: string[];
  title: string;
  startIndex?: number;
  onPage: (index: number) => void;
}) {
  const { t } = useTranslation('course-study');
  // Resume at the image the learner last saw.
  const [index, setIndex] = useState(() => Math.max(0, Math.min(images.length - 1, Math.floor(startIndex))));
  if (images.length === 0) return <p className="lp-study-empty">{t('images.empty')}</p>;
  const go = (next: number) => {
    const clamped = Math.max(0, Math.min(images.length - 1, next));
    setIndex(clamped);
    onPage(clamped);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };
  return (
    <div className="lp-study-gallery" tabIndex={0} onKeyDown={onKeyDown} role="group" aria-label={t('images.label')}>
      <img src={mediaUrl(images[index]!)} alt={t('images.alt', { title, index: index + 1, total: images.length })} />
      <div className="lp-study-pager">
        <Button onClick={() => go(index - 1)} disabled={index === 0}>
          {t('images.previous')}
        </Button>
        <span>{t('images.position', { index: index + 1, total: images.length })}</span>
        <Button onClick={() => go(index + 1)} disabled={index === images.length - 1}>
          {t('images.next')}
        </Button>
      </div>
    </div>
  );
}
