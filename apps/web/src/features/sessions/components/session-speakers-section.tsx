import type { Session } from '@atria/contracts';
import { lazy, Suspense } from 'react';
import { Card } from '../../../components/ui/card';
import { SpeakerGroups } from './speaker-groups';

// Editors only: the manager and its add-speaker form load when an editor opens the page.
const SpeakerManager = lazy(() => import('./speaker-manager').then((m) => ({ default: m.SpeakerManager })));

/** Everyone sees the speakers grouped by role; editors manage them here as well. */
export function SessionSpeakersSection({ session, canEdit }: { session: Session; canEdit: boolean }) {
  return (
    <Card className="p-5">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">Speakers</h2>
      {canEdit ? (
        <Suspense fallback={null}>
          <SpeakerManager session={session} />
        </Suspense>
      ) : session.session_speakers.length > 0 ? (
        <SpeakerGroups speakers={session.session_speakers} headingLevel={3} />
      ) : (
        <p className="text-slate-600">Speakers will be announced soon.</p>
      )}
    </Card>
  );
}
