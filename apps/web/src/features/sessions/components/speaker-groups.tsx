import type { SessionSpeaker } from '@atria/contracts';
import { groupSpeakersByRole, speakerAffiliation, speakerRoleLabel } from '../speakers';
import { SpeakerAvatar } from './speaker-avatar';

const isHttpUrl = (value: string | null): value is string => value !== null && /^https?:\/\//i.test(value);

function ExternalLink({ href, label, name }: { href: string; label: string; name: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${name} on ${label} (opens in a new tab)`}
      className="font-medium text-primary-700 underline-offset-2 hover:underline"
    >
      {label}
    </a>
  );
}

export function SpeakerItem({ speaker }: { speaker: SessionSpeaker }) {
  const affiliation = speakerAffiliation(speaker.title, speaker.company_name);
  const { linkedin, website } = speaker.social_links;
  return (
    <li className="flex items-start gap-3">
      <SpeakerAvatar name={speaker.speaker_name} imageUrl={speaker.image_url} />
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900">{speaker.speaker_name}</p>
        {affiliation && <p className="text-slate-600">{affiliation}</p>}
        {(isHttpUrl(linkedin) || isHttpUrl(website)) && (
          <p className="mt-0.5 flex gap-3 text-xs">
            {isHttpUrl(linkedin) && <ExternalLink href={linkedin} label="LinkedIn" name={speaker.speaker_name} />}
            {isHttpUrl(website) && <ExternalLink href={website} label="Website" name={speaker.speaker_name} />}
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
}: {
  speakers: readonly SessionSpeaker[];
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="space-y-3">
      {groupSpeakersByRole(speakers).map(({ role, speakers: group }) => (
        <section key={role} data-testid={`speaker-group-${role}`}>
          <Heading className="mb-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {speakerRoleLabel(role, group.length)}
          </Heading>
          <ul className="space-y-2">
            {group.map((speaker) => (
              <SpeakerItem key={speaker.user_id} speaker={speaker} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
