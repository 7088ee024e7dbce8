const STATS = [
  { value: '1000+', label: 'Events hosted' },
  { value: '50K+', label: 'Active users' },
  { value: '99%', label: 'Satisfaction rate' },
];

/** docs/product.md#landing-page: the statistics strip. */
export function StatsStrip() {
  return (
    <section aria-label="Atria in numbers" className="border-b border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-6xl grid-cols-3 divide-x divide-slate-200 px-2 py-8 sm:px-8 sm:py-10">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center px-2 text-center">
            <dt className="mt-1 text-xs font-medium text-slate-600 sm:text-base">{stat.label}</dt>
            <dd className="text-2xl font-extrabold tracking-tight text-primary-700 sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
