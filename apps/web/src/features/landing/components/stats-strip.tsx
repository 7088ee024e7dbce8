import { type MessageKey, useI18n } from '../../../lib/i18n/i18n';

const STATS: Array<{ value: MessageKey; label: MessageKey }> = [
  { value: 'landing.stats.eventsValue', label: 'landing.stats.events' },
  { value: 'landing.stats.usersValue', label: 'landing.stats.users' },
  { value: 'landing.stats.satisfactionValue', label: 'landing.stats.satisfaction' },
];

/** docs/product.md#landing-page: the statistics strip. */
export function StatsStrip() {
  const { t } = useI18n();
  return (
    <section aria-label={t('landing.stats.label')} className="border-b border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-6xl grid-cols-3 divide-x divide-slate-200 px-2 py-8 sm:px-8 sm:py-10">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center px-2 text-center">
            <dt className="mt-1 text-xs font-medium text-slate-600 sm:text-base">{t(stat.label)}</dt>
            <dd className="text-2xl font-extrabold tracking-tight text-primary-700 sm:text-4xl">{t(stat.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
