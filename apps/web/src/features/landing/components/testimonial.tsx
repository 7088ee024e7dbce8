import { useI18n } from '../../../lib/i18n/i18n';

/** A person's name, the same in every language. */
const AUTHOR = 'Maya Okafor';

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);
}

/**
 * Generated avatar: initials on a gradient, so the page loads no external image. It is no portrait, and the
 * author's name follows it, so it is decorative: screen readers skip it rather than hear a picture that
 * is not there (or the name twice).
 */
function InitialsAvatar({ name }: { name: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 56 56" className="size-14 shrink-0">
      <defs>
        <linearGradient id="testimonial-avatar" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#4c1d95" />
        </linearGradient>
      </defs>
      <circle cx="28" cy="28" r="28" fill="url(#testimonial-avatar)" />
      <text x="28" y="34" textAnchor="middle" fontSize="18" fontWeight="700" fill="white" fontFamily="inherit">
        {initials(name)}
      </text>
    </svg>
  );
}

/** docs/product.md#landing-page: one testimonial with quote, author, role and image. */
export function Testimonial() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="testimonial-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-5 text-center sm:px-8">
        <h2 id="testimonial-heading" className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
          {t('landing.testimonial.heading')}
        </h2>
        <figure className="mt-6">
          <blockquote className="text-xl leading-relaxed font-medium text-slate-900 sm:text-2xl">
            <p>{t('landing.testimonial.quote')}</p>
          </blockquote>
          <figcaption className="mt-8 flex items-center justify-center gap-4 text-start">
            <InitialsAvatar name={AUTHOR} />
            <span>
              <span className="block font-semibold text-slate-900">{AUTHOR}</span>
              <span className="block text-sm text-slate-600">{t('landing.testimonial.role')}</span>
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
