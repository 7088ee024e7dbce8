import '../messages';
import type { EventDetail } from '@atria/contracts/zod-free';
import { useCallback, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useI18n } from '../../../lib/i18n/i18n';
import { useAuth } from '../../auth';
import { openModal } from '../../modals';
import { downloadParticipantsCsv } from '../api';
import { ImportPanel } from './import-panel';
import { InvitationsPanel } from './invitations-panel';
import { MailPanel } from './mail-panel';
import { ParticipantsPanel } from './participants-panel';

/**
 * /app/events/{eventId}/admin/attendees, the organizer console's people page (docs/organizer-console.md): the
 * participant table, invitations, CSV import and export, and the event's sent mail. For the event's organizers
 * only; anyone else gets "Page not found", as the API answers them.
 */
export function AttendeesAdminPage({ event }: { event: EventDetail }) {
  const { t } = useI18n();
  const me = useAuth().user;
  const [news, setNews] = useState('');
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const announce = useCallback((text: string) => setNews(text), []);

  // Logging out clears the cache while this page is still up: asking again then would go without a token.
  if (!me) return null;
  if (!event.permissions.can_edit) {
    return <Alert title={t('attendeesAdmin.forbidden.title')}>{t('attendeesAdmin.forbidden.body')}</Alert>;
  }

  async function exportCsv() {
    setExporting(true);
    setExportFailed(false);
    try {
      await downloadParticipantsCsv(event.id);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  }

  return (
    <section aria-labelledby="attendees-admin-heading" className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="attendees-admin-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('attendeesAdmin.title')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" loading={exporting} onClick={() => void exportCsv()}>
            {t('attendeesAdmin.export')}
          </Button>
          <Button onClick={() => openModal('addEventUser', { eventId: event.id })}>
            <Icon name="user-plus" className="size-4" />
            {t('attendeesAdmin.addUser')}
          </Button>
        </div>
      </div>
      {exportFailed && <Alert title={t('attendeesAdmin.exportFailed')} className="mt-4" />}
      <p role="status" aria-live="polite" className="mt-2 min-h-6 text-sm text-green-800">
        {news}
      </p>
      <Tabs defaultValue="people" className="mt-2">
        <div>
          <TabsList aria-label={t('attendeesAdmin.tab.label')} className="flex-wrap">
            <TabsTrigger value="people" className="whitespace-nowrap">
              {t('attendeesAdmin.tab.people')}
            </TabsTrigger>
            <TabsTrigger value="invitations" className="whitespace-nowrap">
              {t('attendeesAdmin.tab.invitations')}
            </TabsTrigger>
            <TabsTrigger value="import" className="whitespace-nowrap">
              {t('attendeesAdmin.tab.import')}
            </TabsTrigger>
            <TabsTrigger value="mail" className="whitespace-nowrap">
              {t('attendeesAdmin.tab.mail')}
            </TabsTrigger>
          </TabsList>
        </div>
        <div className="mt-4 rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <TabsContent value="people" className="mt-0">
            <ParticipantsPanel event={event} meId={me.id} announce={announce} />
          </TabsContent>
          <TabsContent value="invitations" className="mt-0">
            <InvitationsPanel event={event} announce={announce} />
          </TabsContent>
          <TabsContent value="import" className="mt-0">
            <ImportPanel event={event} announce={announce} />
          </TabsContent>
          <TabsContent value="mail" className="mt-0">
            <MailPanel event={event} />
          </TabsContent>
        </div>
      </Tabs>
    </section>
  );
}
