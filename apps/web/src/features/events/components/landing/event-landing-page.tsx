import type { EventDetail } from '@atria/contracts';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Icon } from '../../../../components/ui/icons';
import { openModal } from '../../../modals';
import { EventHero } from './event-hero';
import { EventInfoCards } from './event-info-cards';
import { EventFaqs, EventHighlights, EventWelcome } from './event-sections';
import { useI18n } from '../../../../lib/i18n/i18n';
import '../../../app-messages';
import { LiveNow } from './live-now';

// Organizers only, after 'Edit page': the editor's code loads then (or when the pointer reaches the button).
const loadEditor = () => import('./landing-editor');
const LandingEditor = lazy(() => loadEditor().then((m) => ({ default: m.LandingEditor })));
const preloadEditor = () => void loadEditor();

function OrganizerBar({ event, onEdit }: { event: EventDetail; onEdit: () => void }) {
  const { t } = useI18n();
  return (
    <div className="mb-4 flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={() => openModal('editEvent', { eventId: event.id })}>
        <Icon name="pencil" className="size-4" />
        {t('events.home.editDetails')}
      </Button>
      <Button onClick={onEdit} onPointerEnter={preloadEditor} onFocus={preloadEditor}>
        <Icon name="pencil" className="size-4" />
        {t('events.home.editPage')}
      </Button>
    </div>
  );
}

/** /app/events/{eventId}: the event landing page (docs/product.md#event-landing-page); organizers edit it in place. */
export function EventLandingPage({ event }: { event: EventDetail }) {
  const { t } = useI18n();
  const [editing, setEditing] = useState(false);
  const { welcome, highlights, faqs } = event.sections;

  if (editing) {
    return (
      <div className="mx-auto max-w-3xl">
        <h2 className="mb-6 text-2xl font-bold tracking-tight text-slate-900">{t('events.home.editing')}</h2>
        <Suspense fallback={null}>
          <LandingEditor event={event} onDone={() => setEditing(false)} />
        </Suspense>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl">
      {event.permissions.can_edit && <OrganizerBar event={event} onEdit={() => setEditing(true)} />}
      <LiveNow event={event} />
      <EventHero event={event} />
      <div className="mt-10 space-y-12">
        {welcome && (welcome.title || welcome.content) && <EventWelcome welcome={welcome} />}
        {highlights.length > 0 && <EventHighlights highlights={highlights} />}
        <EventInfoCards event={event} />
        {faqs.length > 0 && <EventFaqs faqs={faqs} />}
      </div>
    </div>
  );
}
