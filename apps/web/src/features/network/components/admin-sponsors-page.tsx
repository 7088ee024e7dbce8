import '../messages';
import { SponsorForm, TierForm } from '@atria/contracts/network';
import type { Sponsor, SponsorTier } from '@atria/contracts/zod-free';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n/i18n';
import { useContractForm } from '../../../lib/use-contract-form';
import { networkKeys, sponsorsQueryOptions } from '../api';
import { SponsorLogo } from './sponsors-page';
import { describeError } from '../../../lib/describe-error';

/** Moves the item at `from` to `to` in a copy of `ids`. */
export function moved(ids: number[], from: number, to: number): number[] {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  if (item === undefined || to < 0 || to > next.length) return ids;
  next.splice(to, 0, item);
  return next;
}

/**
 * docs/networking.md#sponsors: tiers and sponsors of the event for its organizers. Reordering works by drag and
 * drop (native) and by keyboard (each row's move buttons); each move is said in a polite live region.
 */
export function AdminSponsorsPage({ eventId }: { eventId: number }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const showcase = useQuery(sponsorsQueryOptions(eventId));
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: networkKeys.sponsors(eventId) });
  const run = async (what: () => Promise<unknown>) => {
    setError(null);
    try {
      await what();
    } catch (e) {
      setError(t('network.actionFailed', { message: describeError(e) }));
    }
    await refresh();
  };
  const tiers = showcase.data?.tiers ?? [];
  const moveTier = (from: number, to: number) => {
    const ids = moved(
      tiers.map((x) => x.id),
      from,
      to,
    );
    const tier = tiers[from];
    void run(async () => {
      await api.sponsors.reorderTiers({ params: { id: eventId }, body: { ids } });
      if (tier) setAnnouncement(t('network.sponsors.admin.moved', { name: tier.name, position: to + 1 }));
    });
  };
  return (
    <section aria-labelledby="admin-sponsors-heading" className="mx-auto max-w-4xl space-y-8">
      <h2 id="admin-sponsors-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('network.sponsors.admin.heading')}
      </h2>
      <p aria-live="polite" role="status" className="sr-only">
        {announcement}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <NewTierForm eventId={eventId} onDone={refresh} />
      {showcase.isPending && (
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner /> {t('network.loading')}
        </p>
      )}
      {showcase.isError && <Alert title={t('network.directory.error')} />}
      {showcase.data && tiers.length === 0 && <p className="text-slate-700">{t('network.sponsors.admin.noTiers')}</p>}
      {tiers.length > 0 && <p className="text-sm text-slate-700">{t('network.sponsors.admin.dragHint')}</p>}
      {tiers.map((tier, i) => (
        <Card key={tier.id} className="space-y-4 p-4" data-testid={`tier-${tier.name}`}>
          <div className="flex flex-wrap items-center gap-2">
            <span
              aria-hidden="true"
              className="size-4 rounded-full border border-slate-300"
              style={{ backgroundColor: tier.colour ?? 'transparent' }}
            />
            <h3 className="me-auto text-lg font-semibold text-slate-900">{tier.name}</h3>
            <Button
              size="sm"
              variant="ghost"
              disabled={i === 0}
              aria-label={t('network.sponsors.admin.tierUp', { name: tier.name })}
              onClick={() => moveTier(i, i - 1)}
            >
              ↑
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={i === tiers.length - 1}
              aria-label={t('network.sponsors.admin.tierDown', { name: tier.name })}
              onClick={() => moveTier(i, i + 1)}
            >
              ↓
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() => void run(() => api.sponsors.deleteTier({ params: { id: eventId, tierId: tier.id } }))}
            >
              {t('network.sponsors.admin.deleteTier', { name: tier.name })}
            </Button>
          </div>
          <SponsorList eventId={eventId} tier={tier} run={run} announce={setAnnouncement} />
          <NewSponsorForm eventId={eventId} tier={tier} onDone={refresh} />
        </Card>
      ))}
    </section>
  );
}

function SponsorList({
  eventId,
  tier,
  run,
  announce,
}: {
  eventId: number;
  tier: SponsorTier;
  run: (what: () => Promise<unknown>) => Promise<void>;
  announce: (text: string) => void;
}) {
  const { t } = useI18n();
  const [dragged, setDragged] = useState<number | null>(null);
  const move = (from: number, to: number) => {
    const sponsor = tier.sponsors[from];
    const ids = moved(
      tier.sponsors.map((s) => s.id),
      from,
      to,
    );
    void run(async () => {
      await api.sponsors.reorder({ params: { id: eventId, tierId: tier.id }, body: { ids } });
      if (sponsor) announce(t('network.sponsors.admin.moved', { name: sponsor.name, position: to + 1 }));
    });
  };
  if (tier.sponsors.length === 0) return null;
  return (
    <ol className="space-y-2">
      {tier.sponsors.map((s, i) => (
        <li
          key={s.id}
          draggable
          onDragStart={() => setDragged(i)}
          onDragOver={(e) => e.preventDefault()}
          onDrop={() => {
            if (dragged !== null && dragged !== i) move(dragged, i);
            setDragged(null);
          }}
          className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-2"
        >
          <span aria-hidden="true" className="cursor-grab text-slate-500">
            ⠿
          </span>
          <div className="w-20">
            <SponsorLogo sponsor={s} width={80} />
          </div>
          <span className="me-auto font-medium text-slate-900">
            {s.name}
            {s.featured ? ` · ${t('network.sponsors.admin.featured')}` : ''}
          </span>
          <LogoUpload eventId={eventId} sponsor={s} run={run} />
          <Button
            size="sm"
            variant="ghost"
            disabled={i === 0}
            aria-label={t('network.sponsors.admin.sponsorUp', { name: s.name })}
            onClick={() => move(i, i - 1)}
          >
            ↑
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={i === tier.sponsors.length - 1}
            aria-label={t('network.sponsors.admin.sponsorDown', { name: s.name })}
            onClick={() => move(i, i + 1)}
          >
            ↓
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('network.sponsors.admin.deleteSponsor', { name: s.name })}
            onClick={() => void run(() => api.sponsors.delete({ params: { id: eventId, sponsorId: s.id } }))}
          >
            ✕
          </Button>
        </li>
      ))}
    </ol>
  );
}

function LogoUpload({
  eventId,
  sponsor,
  run,
}: {
  eventId: number;
  sponsor: Sponsor;
  run: (what: () => Promise<unknown>) => Promise<void>;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <span>
      <label htmlFor={id} className="sr-only">
        {t('network.sponsors.admin.logo', { name: sponsor.name })}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        className="max-w-48 text-sm text-slate-800"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          void run(() =>
            api.sponsors.setLogo({
              params: { id: eventId, sponsorId: sponsor.id },
              body: file,
              contentType: file.type || undefined,
            }),
          );
        }}
      />
    </span>
  );
}

function NewTierForm({ eventId, onDone }: { eventId: number; onDone: () => Promise<unknown> }) {
  const { t } = useI18n();
  const [generation, setGeneration] = useState(0);
  return (
    <TierFormInner
      key={generation}
      eventId={eventId}
      onDone={async () => {
        setGeneration((g) => g + 1);
        await onDone();
      }}
      t={t}
    />
  );
}

function TierFormInner({
  eventId,
  onDone,
  t,
}: {
  eventId: number;
  onDone: () => Promise<void>;
  t: ReturnType<typeof useI18n>['t'];
}) {
  const form = useContractForm(TierForm, { name: '', colour: '' });
  const [error, setError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async ({ name, colour }) => {
    setError(null);
    try {
      await api.sponsors.createTier({ params: { id: eventId }, body: { name, colour: colour || null } });
    } catch (e) {
      setError(describeError(e));
      return;
    }
    await onDone();
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('network.sponsors.admin.newTier')}
      className="grid items-end gap-4 sm:grid-cols-[1fr_10rem_auto]"
    >
      <TextField label={t('network.sponsors.admin.tierName')} field={form.field('name')} />
      <TextField label={t('network.sponsors.admin.tierColour')} placeholder="#d4af37" field={form.field('colour')} />
      <Button type="submit" loading={form.submitting}>
        {t('network.sponsors.admin.addTier')}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {error}
        </p>
      )}
    </form>
  );
}

function NewSponsorForm({
  eventId,
  tier,
  onDone,
}: {
  eventId: number;
  tier: SponsorTier;
  onDone: () => Promise<unknown>;
}) {
  const [generation, setGeneration] = useState(0);
  return (
    <SponsorFormInner
      key={generation}
      eventId={eventId}
      tier={tier}
      onDone={async () => {
        setGeneration((g) => g + 1);
        await onDone();
      }}
    />
  );
}

function SponsorFormInner({
  eventId,
  tier,
  onDone,
}: {
  eventId: number;
  tier: SponsorTier;
  onDone: () => Promise<void>;
}) {
  const { t } = useI18n();
  const form = useContractForm(SponsorForm, { name: '', website_url: '', description: '' });
  const [featured, setFeatured] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const featuredId = useId();
  const onSubmit = form.handleSubmit(async ({ name, website_url, description }) => {
    setError(null);
    try {
      await api.sponsors.create({
        params: { id: eventId },
        body: { tier_id: tier.id, name, website_url: website_url || null, description: description || null, featured },
      });
    } catch (e) {
      setError(describeError(e));
      return;
    }
    await onDone();
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('network.sponsors.admin.newSponsor', { tier: tier.name })}
      className="grid items-end gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2"
    >
      <TextField label={t('network.sponsors.admin.sponsorName')} field={form.field('name')} />
      <TextField
        label={t('network.sponsors.admin.website')}
        type="url"
        placeholder="https://"
        field={form.field('website_url')}
      />
      <TextField label={t('network.sponsors.admin.description')} field={form.field('description')} />
      <div className="flex items-center gap-2">
        <input
          id={featuredId}
          type="checkbox"
          checked={featured}
          onChange={(e) => setFeatured(e.target.checked)}
          className="size-4"
        />
        <label htmlFor={featuredId} className="text-sm font-medium text-slate-800">
          {t('network.sponsors.admin.featured')}
        </label>
      </div>
      <Button type="submit" loading={form.submitting} className="sm:col-span-2 sm:justify-self-start">
        {t('network.sponsors.admin.addSponsor')}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {error}
        </p>
      )}
    </form>
  );
}
