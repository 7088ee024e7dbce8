import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { Icon } from '../../../components/ui/icons';
import { cx } from '../../../lib/cx';
import { useI18n } from '../../../lib/i18n/i18n';
import { directionOf } from '../../../lib/i18n/locales';
import { LG_UP, MD_UP, useMediaQuery } from '../../../lib/use-media-query';
import { lastStartIndex, stepCarousel, visibleCardCount } from '../carousel';
import { FEATURES, type Feature } from '../features';

const SWIPE_THRESHOLD_PX = 40;

function FeatureCard({ feature }: { feature: Feature }) {
  const { t } = useI18n();
  return (
    <article className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card">
      <span className="flex size-12 items-center justify-center rounded-xl bg-primary-100 text-primary-700">
        <Icon name={feature.icon} className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">{t(feature.title)}</h3>
      <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{t(feature.description)}</p>
    </article>
  );
}

const arrowClass =
  'flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm transition-colors hover:border-primary-400 hover:text-primary-700';

/** A looping carousel of the eight feature cards, one slide per step (docs/product.md#landing-page). */
export function FeatureCarousel() {
  const { t, locale } = useI18n();
  // Right to left, the track runs the other way: it moves right, and the arrow keys swap meaning.
  const rtl = directionOf(locale) === 'rtl';
  const visible = visibleCardCount(useMediaQuery(MD_UP), useMediaQuery(LG_UP));
  const total = FEATURES.length;
  const [rawIndex, setIndex] = useState(0);
  const index = Math.min(rawIndex, lastStartIndex(total, visible));
  const touchStartX = useRef<number | null>(null);

  const step = (delta: number) => setIndex((current) => stepCarousel(current, delta, total, visible));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(rtl ? -1 : 1);
    else if (event.key === 'ArrowLeft') step(rtl ? 1 : -1);
    else return;
    event.preventDefault();
  };

  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_THRESHOLD_PX) return;
    step(end < start !== rtl ? 1 : -1);
  };

  return (
    <div aria-roledescription="carousel" aria-label={t('landing.carousel.label')} role="region" onKeyDown={onKeyDown}>
      <div
        className="-mx-3 overflow-hidden"
        onTouchStart={(event) => {
          touchStartX.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={onTouchEnd}
      >
        <div
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(${rtl ? '' : '-'}${(index * 100) / visible}%)` }}
        >
          {FEATURES.map((feature, i) => {
            const shown = i >= index && i < index + visible;
            return (
              <div
                key={feature.title}
                role="group"
                aria-roledescription="slide"
                aria-label={t('landing.carousel.slide', { index: i + 1, total })}
                aria-hidden={!shown}
                className="shrink-0 px-3 py-2"
                style={{ width: `${100 / visible}%` }}
              >
                <FeatureCard feature={feature} />
              </div>
            );
          })}
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {visible === 1
          ? t('landing.carousel.showingOne', { first: index + 1, total })
          : t('landing.carousel.showingMany', { first: index + 1, last: Math.min(index + visible, total), total })}
      </p>
      <div className="mt-6 flex items-center justify-center gap-4">
        <button
          type="button"
          aria-label={t('landing.carousel.previous')}
          className={arrowClass}
          onClick={() => step(-1)}
        >
          <Icon name="chevron-left" className="rtl:-scale-x-100" />
        </button>
        <div className="flex items-center gap-1.5" aria-hidden="true">
          {Array.from({ length: lastStartIndex(total, visible) + 1 }, (_, position) => (
            <span
              key={position}
              className={cx(
                'h-2 rounded-full transition-all',
                position === index ? 'w-6 bg-primary-600' : 'w-2 bg-slate-300',
              )}
            />
          ))}
        </div>
        <button type="button" aria-label={t('landing.carousel.next')} className={arrowClass} onClick={() => step(1)}>
          <Icon name="chevron-right" className="rtl:-scale-x-100" />
        </button>
      </div>
    </div>
  );
}
