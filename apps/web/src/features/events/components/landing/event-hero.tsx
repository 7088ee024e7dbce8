import type { EventDetail } from '@atria/contracts';

/** Hero: title, hero_description (the description when there is none) and the desktop hero image. */
export function EventHero({ event }: { event: EventDetail }) {
  const image = event.hero_images.desktop;
  const text = event.hero_description ?? event.description;
  return (
    <section
      aria-labelledby="event-hero-title"
      className="relative isolate overflow-hidden rounded-card bg-gradient-to-br from-primary-800 to-indigo-950 text-white"
    >
      {image && <img src={image} alt="" className="absolute inset-0 -z-10 size-full object-cover" />}
      {image && (
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/85 via-slate-950/65 to-slate-950/30"
        />
      )}
      <div className="px-6 py-12 sm:px-10 sm:py-16 lg:py-20">
        <p className="text-sm font-semibold tracking-wide text-primary-100 uppercase">{event.company_name}</p>
        <h2 id="event-hero-title" className="mt-2 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
          {event.title}
        </h2>
        {text && <p className="mt-4 max-w-2xl text-lg whitespace-pre-line text-slate-100">{text}</p>}
      </div>
    </section>
  );
}
