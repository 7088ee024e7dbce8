import type { EventDetail } from '@atria/contracts';
import { GeneratedCover } from '../../../../components/ui/generated-cover';
import { fallbackSrcOf, srcSetOf } from '../../../../lib/media';

/**
 * Hero: title, hero_description (the description when there is none) over the event's picture: its uploaded
 * banner (AVIF/WebP in the widths the page needs), else the desktop hero image URL, else a cover generated from
 * the event (docs/design.md#imagery), so no two events look alike.
 */
export function EventHero({ event }: { event: EventDetail }) {
  const banner = event.banner;
  const image = event.hero_images.desktop;
  const text = event.hero_description ?? event.description;
  const sizes = '(min-width: 1280px) 1152px, 100vw';
  return (
    <section
      aria-labelledby="event-hero-title"
      className="relative isolate overflow-hidden rounded-card bg-primary-900 text-white"
    >
      {banner ? (
        <picture>
          <source type="image/avif" srcSet={srcSetOf(banner, 'avif')} sizes={sizes} />
          <source type="image/webp" srcSet={srcSetOf(banner, 'webp')} sizes={sizes} />
          <img
            src={fallbackSrcOf(banner)}
            alt=""
            data-testid="event-banner"
            fetchPriority="high"
            className="absolute inset-0 -z-10 size-full object-cover"
          />
        </picture>
      ) : image ? (
        <img src={image} alt="" className="absolute inset-0 -z-10 size-full object-cover" />
      ) : (
        <GeneratedCover seed={`${event.id}:${event.title}`} />
      )}
      {(banner || image) && (
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/85 via-slate-950/65 to-slate-950/30"
        />
      )}
      <div className="px-6 py-12 sm:px-10 sm:py-16 lg:py-20">
        <p className="text-sm font-semibold tracking-wide text-primary-100 uppercase">{event.company_name}</p>
        <h2 id="event-hero-title" className="mt-2 max-w-3xl text-3xl font-bold tracking-tight break-words sm:text-5xl">
          {event.title}
        </h2>
        {text && <p className="mt-4 max-w-2xl text-lg whitespace-pre-line text-slate-100">{text}</p>}
      </div>
    </section>
  );
}
