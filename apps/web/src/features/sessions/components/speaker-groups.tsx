import type { SessionSpeaker } from '@atria/contracts';
import { cx } from '../../../lib/cx';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';
import { groupSpeakersByRole, SPEAKER_ROLE_KEYS, speakerAffiliation } from '../speakers';
import { SpeakerAvatar } from './speaker-avatar';

const isHttpUrl = (value: string | null): value is string => value !== null && /^https?:\/\//i.test(value);

function ExternalLink({ href, label, name }: { href: string; label: string; name: string }) {
  const { t } = useI18n();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('session.speakers.linkLabel', { name, site: label })}
      className="font-medium text-primary-700 underline-offset-2 hover:underline"
    >
      {label}
    </a>
  );
}

export function SpeakerItem({ speaker, withBio = false }: { speaker: SessionSpeaker; withBio?: boolean }) {
  const { t } = useI18n();
  const affiliation = speakerAffiliation(speaker.title, speaker.company_name);
  const { linkedin, website } = speaker.social_links;
  return (
    <li className="flex items-start gap-3">
      <SpeakerAvatar name={speaker.speaker_name} imageUrl={speaker.image_url} large={withBio} />
      <div className="min-w-0 text-sm">
        <p className="font-semibold [overflow-wrap:anywhere] text-slate-900">{speaker.speaker_name}</p>
        {affiliation && <p className="[overflow-wrap:anywhere] text-slate-600">{affiliation}</p>}
        {withBio && speaker.bio && (
          <p className="mt-1.5 [overflow-wrap:anywhere] whitespace-pre-line text-slate-700">{speaker.bio}</p>
        )}
        {(isHttpUrl(linkedin) || isHttpUrl(website)) && (
          <p className="mt-0.5 flex gap-3 text-xs">
            {isHttpUrl(linkedin) && (
              <ExternalLink href={linkedin} label={t('session.speakers.linkedin')} name={speaker.speaker_name} />
            )}
            {isHttpUrl(website) && (
              <ExternalLink href={website} label={t('session.speakers.website')} name={speaker.speaker_name} />
            )}
          </p>
        )}
      </div>
    </li>
  );
}

/** Speakers grouped by role in this order (docs/product.md#agenda): HOST, KEYNOTE, SPEAKER, MODERATOR, PANELIST. */
export function SpeakerGroups({
  speakers,
  headingLevel = 4,
  withBios = false,
}: {
  speakers: readonly SessionSpeaker[];
  headingLevel?: 3 | 4;
  /** The session page: larger photos and each speaker's bio (the agenda card shows names only). */
  withBios?: boolean;
}) {
  const { t } = useI18n();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="space-y-3">
      {groupSpeakersByRole(speakers).map(({ role, speakers: group }) => (
        <section key={role} data-testid={`speaker-group-${role}`}>
          <Heading className="mb-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t(SPEAKER_ROLE_KEYS[role], { count: group.length })}
          </Heading>
          <ul className={cx(withBios ? 'grid grid-cols-1 gap-4 sm:grid-cols-2' : 'space-y-2')}>
            {group.map((speaker) => (
              <SpeakerItem key={speaker.user_id} speaker={speaker} withBio={withBios} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
