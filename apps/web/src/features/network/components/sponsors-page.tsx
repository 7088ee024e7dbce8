import '../messages';
import type { Sponsor } from '@atria/contracts/zod-free';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../lib/i18n/i18n';
import { sponsorsQueryOptions } from '../api';
import { imageUrl } from '../image';

/** A sponsor's logo, or its name in a box of the same shape (2 : 1) when it has none. */
export function SponsorLogo({ sponsor, width }: { sponsor: Sponsor; width: number }) {
  const src = imageUrl(sponsor.logo, width);
  return src ? (
    <img
      src={src}
      alt={sponsor.name}
      width={width}
      height={width / 2}
      className="aspect-[2/1] h-auto w-full object-contain"
    />
  ) : (
    <span className="flex aspect-[2/1] w-full items-center justify-center rounded-lg bg-slate-100 px-2 text-center font-semibold text-slate-800">
      {sponsor.name}
    </span>
  );
}

function SponsorCard({ sponsor }: { sponsor: Sponsor }) {
  const { t } = useI18n();
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <SponsorLogo sponsor={sponsor} width={240} />
      <h4 className="font-semibold text-slate-900">{sponsor.name}</h4>
      {sponsor.description && <p className="text-sm whitespace-pre-line text-slate-700">{sponsor.description}</p>}
      {sponsor.website_url && (
        <a
          href={sponsor.website_url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-auto text-sm font-semibold text-primary-700 underline"
        >
          {t('network.sponsors.visit', { name: sponsor.name })}
        </a>
      )}
    </Card>
  );
}

/** docs/networking.md#sponsors: the event's sponsors by tier. */
export function SponsorsPage({ eventId }: { eventId: number }) {
  const { t } = useI18n();
  const showcase = useQuery(sponsorsQueryOptions(eventId));
  const tiers = showcase.data?.tiers.filter((tier) => tier.sponsors.length > 0) ?? [];
  return (
    <section aria-labelledby="sponsors-heading" className="mx-auto max-w-6xl">
      <h2 id="sponsors-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('network.sponsors.heading')}
      </h2>
      {showcase.isPending && (
        <p className="mt-6 flex items-center gap-2 text-slate-600">
          <Spinner /> {t('network.loading')}
        </p>
      )}
      {showcase.isError && <Alert title={t('network.directory.error')} className="mt-6" />}
      {showcase.data && tiers.length === 0 && <p className="mt-6 text-slate-700">{t('network.sponsors.empty')}</p>}
      {tiers.map((tier) => (
        <section key={tier.id} aria-labelledby={`tier-${tier.id}`} className="mt-8">
          <h3
            id={`tier-${tier.id}`}
            className="border-s-4 ps-3 text-xl font-semibold text-slate-900"
            style={{ borderColor: tier.colour ?? undefined }}
          >
            {tier.name}
          </h3>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {tier.sponsors.map((s) => (
              <li key={s.id}>
                <SponsorCard sponsor={s} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

/** The featured sponsors in a strip, for the event home; nothing when there are none. */
export function FeaturedSponsors({ eventId }: { eventId: number }) {
  const { t } = useI18n();
  const showcase = useQuery(sponsorsQueryOptions(eventId));
  const featured = showcase.data?.tiers.flatMap((tier) => tier.sponsors.filter((s) => s.featured)) ?? [];
  if (featured.length === 0) return null;
  return (
    <section
      aria-labelledby="featured-sponsors"
      className="mx-auto mt-10 max-w-6xl px-4"
      data-testid="featured-sponsors"
    >
      <h2 id="featured-sponsors" className="text-lg font-semibold text-slate-900">
        {t('network.sponsors.featured')}
      </h2>
      <ul className="mt-4 flex flex-wrap items-center gap-6">
        {featured.map((s) => (
          <li key={s.id} className="w-32 sm:w-40">
            {s.website_url ? (
              <a href={s.website_url} target="_blank" rel="noopener noreferrer">
                <SponsorLogo sponsor={s} width={160} />
              </a>
            ) : (
              <SponsorLogo sponsor={s} width={160} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
