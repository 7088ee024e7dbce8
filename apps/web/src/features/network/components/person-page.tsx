import '../messages';
import type { PublicProfile, User } from '@atria/contracts/zod-free';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../lib/i18n/i18n';
import { MessageButton } from '../../chat';
import { personQueryOptions } from '../api';
import { imageUrl } from '../image';
import { useNetworkLive } from '../use-network-live';
import { ConnectionButtons } from './connection-buttons';
import { BlockButton, ReportButton } from './safety-actions';

const isOwn = (p: User | PublicProfile): p is User => !('relation' in p) && 'email' in p && !('profile_hidden' in p);

/**
 * Someone's profile as the caller may see it (docs/networking.md#privacy), reached from the event's directory:
 * photo, headline, company, bio, links (email when they show it), and what the caller can do: connect, message,
 * block, report to the event's moderators.
 */
export function PersonPage({ eventId, userId }: { eventId: number; userId: number }) {
  const { t } = useI18n();
  useNetworkLive();
  const query = useQuery(personQueryOptions(userId));
  if (query.isPending)
    return (
      <p className="flex items-center gap-2 text-slate-600">
        <Spinner /> {t('network.loading')}
      </p>
    );
  if (query.isError) return <Alert title={t('network.person.notFound')} />;
  const p = query.data;
  const relation = 'relation' in p ? p.relation : undefined;
  const links = [
    p.social_links.website ? { label: t('network.person.website'), href: p.social_links.website } : null,
    p.social_links.linkedin ? { label: t('network.person.linkedin'), href: p.social_links.linkedin } : null,
  ].filter((l) => l !== null);
  const headline = [p.title, p.company_name].filter(Boolean).join(' · ');
  return (
    <article aria-labelledby="person-heading" className="mx-auto max-w-3xl">
      <Card className="p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <Avatar name={p.full_name} imageUrl={imageUrl(p.avatar, 64)} size="lg" />
          <div className="min-w-0 flex-1">
            <h1 id="person-heading" className="text-2xl font-bold tracking-tight break-words text-slate-900">
              {p.full_name}
            </h1>
            {headline && <p className="mt-1 break-words text-slate-700">{headline}</p>}
            {'email' in p && p.email && !isOwn(p) && (
              <p className="mt-1 text-sm break-all text-slate-700">
                <a className="text-primary-700 underline" href={`mailto:${p.email}`}>
                  {p.email}
                </a>
              </p>
            )}
          </div>
        </div>
        {relation && (
          <div className="mt-5 flex flex-wrap items-start gap-2" data-testid="person-actions">
            {!relation.blocked && (
              <>
                <ConnectionButtons
                  person={{ ...p, avatar: p.avatar }}
                  state={relation.connection}
                  connectionId={relation.connection_id ?? undefined}
                  eventId={eventId}
                />
                {relation.connection !== 'CONNECTED' && (
                  <MessageButton userId={p.id} eventId={eventId} userName={p.full_name} label={t('network.message')} />
                )}
              </>
            )}
            <BlockButton person={p} blocked={relation.blocked} />
            <ReportButton eventId={eventId} person={p} />
          </div>
        )}
        {relation?.blocked && <p className="mt-3 text-sm text-slate-700">{t('network.safety.blockedNote')}</p>}
        {'profile_hidden' in p && p.profile_hidden ? (
          <p className="mt-6 text-slate-700">{t('network.person.hidden')}</p>
        ) : (
          <>
            {p.bio && (
              <section aria-labelledby="person-bio" className="mt-6">
                <h2 id="person-bio" className="text-lg font-semibold text-slate-900">
                  {t('network.person.about')}
                </h2>
                <p className="mt-2 break-words whitespace-pre-wrap text-slate-800">{p.bio}</p>
              </section>
            )}
            {links.length > 0 && (
              <ul className="mt-6 flex flex-wrap gap-4">
                {links.map((l) => (
                  <li key={l.href}>
                    <a
                      className="font-medium break-all text-primary-700 underline"
                      href={l.href}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                    >
                      {l.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Card>
    </article>
  );
}
