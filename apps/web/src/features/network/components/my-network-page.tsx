import '../messages';
import type { Connection } from '@atria/contracts/zod-free';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n';
import { connectionsQueryOptions, pendingQueryOptions } from '../api';
import { imageUrl } from '../image';
import { useNetworkLive } from '../use-network-live';
import { ConnectionButtons } from './connection-buttons';
import { BlockedSection } from './blocked-section';
import { PrivacySection } from './privacy-section';
import { ProfileSection } from './profile-section';

type Tab = 'CONNECTED' | 'INCOMING' | 'OUTGOING';
const TABS: [Tab, MessageKey, MessageKey][] = [
  ['CONNECTED', 'network.mine.connections', 'network.mine.emptyConnections'],
  ['INCOMING', 'network.mine.incoming', 'network.mine.emptyIncoming'],
  ['OUTGOING', 'network.mine.outgoing', 'network.mine.emptyOutgoing'],
];

/** docs/networking.md#connections: "My network", the caller's connections and requests, and their privacy. */
export function MyNetworkPage() {
  const { t } = useI18n();
  const [tab, setTab] = useState<Tab>('CONNECTED');
  useNetworkLive();
  const pending = useQuery(pendingQueryOptions());
  const list = useQuery(connectionsQueryOptions({ state: tab }));
  const emptyText: MessageKey = TABS.find(([id]) => id === tab)?.[2] ?? 'network.mine.emptyConnections';
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-8">
      <section aria-labelledby="network-heading">
        <h1 id="network-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {t('network.mine.heading')}
        </h1>
        <p className="mt-1 text-slate-700">{t('network.mine.intro')}</p>
        <p role="status" aria-live="polite" className="mt-2 text-sm font-medium text-primary-700">
          {pending.data ? t('network.mine.pending', { count: pending.data.incoming }) : ''}
        </p>
        <div role="group" aria-label={t('network.mine.tabs')} className="mt-6 flex flex-wrap gap-2">
          {TABS.map(([id, label]) => (
            <button
              key={id}
              type="button"
              aria-pressed={tab === id}
              onClick={() => setTab(id)}
              className={
                tab === id
                  ? 'rounded-lg bg-primary-600 px-3 py-1.5 text-sm font-semibold text-white'
                  : 'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50'
              }
            >
              {t(label)}
              {id === 'INCOMING' && pending.data && pending.data.incoming > 0 ? ` (${pending.data.incoming})` : ''}
            </button>
          ))}
        </div>
        {list.isPending && (
          <p className="mt-6 flex items-center gap-2 text-slate-600">
            <Spinner /> {t('network.loading')}
          </p>
        )}
        {list.isError && <Alert title={t('network.directory.error')} className="mt-6" />}
        {list.data && list.data.connections.length === 0 && <p className="mt-6 text-slate-700">{t(emptyText)}</p>}
        {list.data && list.data.connections.length > 0 && (
          <ul className="mt-6 space-y-3" data-testid="connections">
            {list.data.connections.map((c) => (
              <li key={c.id}>
                <ConnectionCard connection={c} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <ProfileSection />
      <PrivacySection />
      <BlockedSection />
    </div>
  );
}

function ConnectionCard({ connection: c }: { connection: Connection }) {
  const { t } = useI18n();
  const subtitle = [c.person.title, c.person.company_name].filter(Boolean).join(' · ');
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar name={c.person.full_name} imageUrl={imageUrl(c.person.avatar, 48)} size="md" />
        <div className="min-w-0">
          <h2 className="truncate font-semibold text-slate-900">{c.person.full_name}</h2>
          {subtitle && <p className="truncate text-sm text-slate-700">{subtitle}</p>}
          {c.note && <p className="mt-1 text-sm text-slate-700 italic">{t('network.mine.note', { note: c.note })}</p>}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <ConnectionButtons person={c.person} state={c.state} connectionId={c.id} />
      </div>
    </Card>
  );
}
