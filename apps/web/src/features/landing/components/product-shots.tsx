import { useI18n, type MessageKey } from '../../../lib/i18n/i18n';

/**
 * The product itself (docs/design.md#imagery): the agenda and a live session of the demo conference, rendered by
 * `pnpm screenshots` into public/landing/ (AVIF and WebP, 640 and 1280 px wide). Static files, not imports, so
 * the landing script does not grow with them; below the fold, so they load lazily and leave the hero's paint alone.
 */
const SHOTS: Array<[name: string, title: MessageKey, alt: MessageKey]> = [
  ['agenda', 'landing.shots.agenda.title', 'landing.shots.agenda.alt'],
  ['session', 'landing.shots.session.title', 'landing.shots.session.alt'],
];

const set = (name: string, format: string) =>
  `/landing/${name}-640.${format} 640w, /landing/${name}-1280.${format} 1280w`;
const SIZES = '(min-width: 1024px) 36rem, calc(100vw - 2.5rem)';

export function ProductShots() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="shots-heading" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <h2
          id="shots-heading"
          className="mx-auto max-w-2xl text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
        >
          {t('landing.shots.heading')}
        </h2>
        <div className="mt-10 grid gap-8 lg:grid-cols-2">
          {SHOTS.map(([name, title, alt]) => (
            <figure key={name} className="min-w-0">
              <picture>
                <source type="image/avif" srcSet={set(name, 'avif')} sizes={SIZES} />
                <source type="image/webp" srcSet={set(name, 'webp')} sizes={SIZES} />
                <img
                  src={`/landing/${name}-640.webp`}
                  alt={t(alt)}
                  width={1280}
                  height={800}
                  loading="lazy"
                  decoding="async"
                  data-testid={`product-shot-${name}`}
                  className="h-auto w-full rounded-card shadow-xl ring-1 ring-slate-900/10"
                />
              </picture>
              <figcaption className="mt-4 text-lg font-semibold text-slate-900">{t(title)}</figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
