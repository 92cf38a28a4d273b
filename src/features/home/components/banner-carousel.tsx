import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeItem } from '../../../../protocol';
import { ItemLink } from './item-link';

export interface BannerCarouselProps {
  label: string;
  items: HomeItem[];
  /** Seconds between slides (apiHomePage/SwitchingSet); 0 = no automatic turning. */
  intervalSeconds: number;
}

/**
 * The banner carousel. Turns by itself, but stops while the pointer or keyboard focus is on it
 * (nobody should have a slide move away while reading or tabbing), and has buttons and dots.
 */
export function BannerCarousel({ label, items, intervalSeconds }: BannerCarouselProps) {
  const { t } = useTranslation('home');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = items.length;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (paused || count < 2 || intervalSeconds <= 0) return undefined;
    const timer = setInterval(() => setIndex((value) => (value + 1) % count), intervalSeconds * 1000);
    return () => clearInterval(timer);
  }, [paused, count, intervalSeconds]);

  const go = (next: number) => setIndex((next + count) % count);
  const item = items[current];
  if (!item) return null;
  return (
    <div
      className="lp-home-carousel"
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="lp-home-slide"
        role="group"
        aria-roledescription="slide"
        aria-label={t('carousel.slideOf', { n: current + 1, count })}
        style={{ background: item.color || undefined }}
      >
        <ItemLink item={item} className="lp-home-slide-link">
          <span className="lp-home-slide-title">{item.title}</span>
          {item.summary ? <span className="lp-home-slide-summary">{item.summary}</span> : null}
        </ItemLink>
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="lp-home-carousel-arrow lp-home-carousel-prev"
            aria-label={t('carousel.previous')}
            onClick={() => go(current - 1)}
          >
            ‹
          </button>
          <button
            type="button"
            className="lp-home-carousel-arrow lp-home-carousel-next"
            aria-label={t('carousel.next')}
            onClick={() => go(current + 1)}
          >
            ›
          </button>
          <div className="lp-home-carousel-dots">
            {items.map((slide, n) => (
              <button
                key={slide.id}
                type="button"
                className={n === current ? 'lp-home-dot lp-home-dot-current' : 'lp-home-dot'}
                aria-label={t('carousel.goTo', { n: n + 1 })}
                aria-current={n === current ? 'true' : undefined}
                onClick={() => go(n)}
              />
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
