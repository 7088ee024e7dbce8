import type { Session } from '@atria/contracts';
import { lazy, Suspense } from 'react';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';
import { SpeakerGroups } from './speaker-groups';

// Editors only: the manager and its add-speaker form load when an editor opens the page.
const SpeakerManager = lazy(() => import('./speaker-manager').then((m) => ({ default: m.SpeakerManager })));

/** Everyone sees the speakers grouped by role, with their photos and bios, as attendees see them. */
export function SessionSpeakersSection({ session }: { session: Session }) {
  const { t } = useI18n();
  return (
    <Card className="p-5">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{t('session.speakers.heading')}</h2>
      {session.session_speakers.length > 0 ? (
        <SpeakerGroups speakers={session.session_speakers} headingLevel={3} withBios />
      ) : (
        <p className="text-slate-600">{t('session.speakers.soon')}</p>
      )}
    </Card>
  );
}

/** Editors: add, reorder, change and remove the speakers, in the organizer part of the page. */
export function ManageSpeakersSection({ session }: { session: Session }) {
  const { t } = useI18n();
  return (
    <Card className="border-dashed p-5" data-testid="manage-speakers">
      <h2 className="mb-4 flex items-center gap-2 text-lg font-semibold text-slate-900">
        {t('session.organizer.speakers')}
      </h2>
      <Suspense fallback={null}>
        <SpeakerManager session={session} />
      </Suspense>
    </Card>
  );
}
