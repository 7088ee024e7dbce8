import { BrandMark } from '../../../components/layout/brand';
import { LanguageSwitcher } from '../../../components/layout/language-switcher';
import { useI18n } from '../../../lib/i18n/i18n';
import { type ModalName, openModal, preloadModal } from '../../modals';
import { EventPreview } from './event-preview';

const ctaBase =
  'inline-flex h-12 flex-1 items-center justify-center rounded-xl px-6 text-base font-semibold transition-colors sm:flex-none sm:min-w-36';

function modalButtonProps(name: ModalName) {
  return {
    type: 'button' as const,
    onClick: () => openModal(name),
    onPointerEnter: () => preloadModal(name),
    onFocus: () => preloadModal(name),
    onTouchStart: () => preloadModal(name),
  };
}

/** The purple hero: brand, heading, tagline and the Log In / Sign Up buttons (docs/product.md#landing-page). */
export function Hero() {
  const { t } = useI18n();
  return (
    // The violet focus ring would not show on violet: a white one here (docs/accessibility.md#colour-contrast).
    <header className="relative overflow-hidden bg-gradient-to-br from-primary-700 via-primary-800 to-primary-950 text-white [&_:focus-visible]:outline-white">
      <div className="pointer-events-none absolute -top-40 -end-40 size-[32rem] rounded-full bg-primary-500/30 blur-3xl" />
      <div className="relative mx-auto max-w-6xl px-5 pt-6 pb-16 sm:px-8 lg:pb-24">
        <div className="flex flex-wrap items-center gap-2.5">
          <BrandMark className="size-8 ring-1 ring-white/30 rounded-lg" />
          <span className="text-sm font-medium text-primary-100">{t('landing.hero.tagline')}</span>
          <LanguageSwitcher tone="dark" className="ms-auto" />
        </div>
        <div className="mt-12 grid items-center gap-12 lg:mt-16 lg:grid-cols-2">
          <div>
            <h1 className="text-6xl font-extrabold tracking-tight sm:text-7xl">{t('landing.hero.wordmark')}</h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-primary-100 sm:text-xl">
              {t('landing.hero.lead')}
            </p>
            <div className="mt-8 flex gap-3">
              <button
                {...modalButtonProps('login')}
                className={`${ctaBase} border border-white/60 text-white hover:bg-white/5`}
              >
                {t('landing.hero.logIn')}
              </button>
              <button
                {...modalButtonProps('signup')}
                className={`${ctaBase} bg-white text-primary-800 shadow-lg hover:bg-primary-50`}
              >
                {t('landing.hero.signUp')}
              </button>
            </div>
            <p className="mt-4 text-sm text-primary-100">{t('landing.hero.selfHost')}</p>
          </div>
          <div className="hidden md:block">
            <EventPreview />
          </div>
        </div>
      </div>
    </header>
  );
}
