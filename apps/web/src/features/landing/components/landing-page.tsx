import '../messages';
import { getYear } from 'date-fns';
import { useEffect } from 'react';
import { LanguageSwitcher } from '../../../components/layout/language-switcher';
import { useI18n } from '../../../lib/i18n/i18n';
import { FeatureCarousel } from './feature-carousel';
import { Hero } from './hero';
import { ProductShots } from './product-shots';
import { StatsStrip } from './stats-strip';
import { Testimonial } from './testimonial';

/** The public landing page `/` (docs/product.md#landing-page). */
export function LandingPage() {
  const { t } = useI18n();
  const title = t('landing.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <Hero />
      <main>
        <StatsStrip />
        <ProductShots />
        <section aria-labelledby="features-heading" className="py-16 sm:py-20">
          <div className="mx-auto max-w-6xl px-5 sm:px-8">
            <div className="mx-auto max-w-2xl text-center">
              <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
                {t('landing.features.eyebrow')}
              </p>
              <h2 id="features-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
                {t('landing.features.heading')}
              </h2>
              <p className="mt-4 text-lg text-slate-600">{t('landing.features.lead')}</p>
            </div>
            <div className="mt-10">
              <FeatureCarousel />
            </div>
          </div>
        </section>
        <Testimonial />
      </main>
      <footer className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-5 py-8 text-center text-sm text-slate-600 sm:flex-row sm:px-8">
          <p>{t('landing.footer.copyright', { year: String(getYear(new Date())) })}</p>
          <p>{t('landing.footer.tagline')}</p>
          <LanguageSwitcher tone="light" />
        </div>
      </footer>
    </>
  );
}
