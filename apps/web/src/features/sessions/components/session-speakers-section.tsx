import type { Session } from '@atria/contracts';
import { Card } from '../../../components/ui/card';
import { SpeakerGroups } from '../../agenda/components/speaker-groups';
import { SpeakerManager } from './speaker-manager';

/** Everyone sees the speakers grouped by role; editors manage them here as well. */
export function SessionSpeakersSection({ session, canEdit }: { session: Session; canEdit: boolean }) {
  return (
    <Card className="p-5">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">Speakers</h2>
      {canEdit ? (
        <SpeakerManager session={session} />
      ) : session.session_speakers.length > 0 ? (
        <SpeakerGroups speakers={session.session_speakers} headingLevel={3} />
      ) : (
        <p className="text-slate-600">Speakers will be announced soon.</p>
      )}
    </Card>
  );
}
