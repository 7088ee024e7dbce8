import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../../components/layout/page-title';
import { useI18n } from '../../../lib/i18n/i18n';
import '../../app-messages';
import { Icon, type IconName } from '../../../components/ui/icons';

function ChoiceCard({ icon, title, text }: { icon: IconName; title: string; text: string }) {
  const { t } = useI18n();
  return (
    <>
      <span className="flex size-14 items-center justify-center rounded-2xl bg-primary-100 text-primary-700 transition-colors group-hover:bg-primary-600 group-hover:text-white">
        <Icon name={icon} className="size-7" />
      </span>
      <span className="mt-5 block text-xl font-semibold text-slate-900">{title}</span>
      <span className="mt-1 block text-slate-600">{text}</span>
      <span className="mt-auto inline-flex items-center gap-1 pt-6 text-sm font-semibold text-primary-700">
        {t('home.continue')} <Icon name="arrow-right" className="size-4 rtl:-scale-x-100" />
      </span>
    </>
  );
}

const cardClass =
  'group flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card transition hover:-translate-y-0.5 hover:border-primary-300 hover:shadow-lg sm:p-8';

/** docs/product.md#home: the two-choice landing for users with no organizations and no events. */
export function HomeChoice() {
  const { t } = useI18n();
  usePageTitle(t('home.title'));
  return (
    <section aria-labelledby="home-choice-heading" className="mx-auto max-w-3xl py-4 sm:py-10">
      <h2 id="home-choice-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        {t('home.question')}
      </h2>
      <div className="mt-8 grid gap-5 sm:grid-cols-2">
        <Link to="/app/organizations/new" className={cardClass}>
          <ChoiceCard icon="building" title={t('home.make.title')} text={t('home.make.text')} />
        </Link>
        <Link to="/app/events" className={cardClass}>
          <ChoiceCard icon="ticket" title={t('home.attend.title')} text={t('home.attend.text')} />
        </Link>
      </div>
    </section>
  );
}
