import type { CalendarFeedToken } from '@atria/contracts/calendar';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useI18n } from '../../../lib/i18n/i18n';
import { SettingsSection } from '../../../components/ui/settings-section';
import { createFeed, removeFeed } from '../actions';
import { myAgendaKeys } from '../api';
import { feedStatusQueryOptions } from '../page-queries';
import '../calendar-messages';

/** The feed's URLs: `webcal://` for calendar apps to subscribe, `https://` for those that take a plain link. */
export function feedUrls(path: string, location: Pick<Location, 'host' | 'origin'> = window.location) {
  return { webcal: `webcal://${location.host}${path}`, https: `${location.origin}${path}` };
}

/**
 * Settings, Calendar feed: the personal webcal feed of everything bookmarked or spoken at. The secret link is
 * shown once, when made; regenerating makes a new one and the old one stops working at once.
 */
export function CalendarFeedSection() {
  const { t, intl } = useI18n();
  const queryClient = useQueryClient();
  const status = useQuery(feedStatusQueryOptions());
  const [made, setMade] = useState<CalendarFeedToken | null>(null);
  const [confirm, setConfirm] = useState<'regenerate' | 'remove' | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [copied, setCopied] = useState(false);
  const inputId = useId();

  async function run(action: () => Promise<CalendarFeedToken | null>) {
    setBusy(true);
    setFailed(false);
    setCopied(false);
    try {
      setMade(await action());
      await queryClient.invalidateQueries({ queryKey: myAgendaKeys.feed() });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  const make = () => run(createFeed);
  const turnOff = () =>
    run(async () => {
      await removeFeed();
      return null;
    });

  const urls = made ? feedUrls(made.path) : null;
  const active = status.data?.active ?? false;
  const since = status.data?.created_at
    ? new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(status.data.created_at),
      )
    : '';

  return (
    <div id="calendar-feed">
      <SettingsSection
        id="calendar-feed-section"
        title={t('calendar.feed.title')}
        description={t('calendar.feed.description')}
      >
        {status.isError && <Alert title={t('calendar.feed.error')} />}
        {failed && <Alert title={t('calendar.feed.failed')} />}
        {urls ? (
          <div className="space-y-3">
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
              {t('calendar.feed.url')}
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id={inputId}
                readOnly
                value={urls.webcal}
                onFocus={(event) => event.currentTarget.select()}
                className="h-10 w-full min-w-0 rounded-lg sm:flex-1 border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-800"
              />
              <Button
                variant="secondary"
                onClick={() => {
                  void navigator.clipboard
                    ?.writeText(urls.webcal)
                    .then(() => setCopied(true))
                    .catch(() => setCopied(false));
                }}
              >
                {t('calendar.feed.copy')}
              </Button>
            </div>
            <p className="text-sm text-slate-600" aria-live="polite">
              {copied ? t('calendar.feed.copied') : t('calendar.feed.shownOnce')}
            </p>
            <p className="text-sm">
              <a href={urls.webcal} className="font-medium text-primary-700 hover:underline">
                {t('calendar.feed.open')}
              </a>
            </p>
          </div>
        ) : (
          active && <p className="text-sm text-slate-700">{t('calendar.feed.active', { since })}</p>
        )}
        <div className="mt-5 flex flex-wrap gap-3">
          {!active && !made ? (
            <Button onClick={() => void make()} loading={busy} disabled={status.isPending}>
              {t('calendar.feed.create')}
            </Button>
          ) : (
            <>
              <Button variant="secondary" onClick={() => setConfirm('regenerate')} disabled={busy}>
                {t('calendar.feed.regenerate')}
              </Button>
              <Button variant="ghost" onClick={() => setConfirm('remove')} disabled={busy}>
                {t('calendar.feed.remove')}
              </Button>
            </>
          )}
        </div>
      </SettingsSection>
      {confirm && (
        <ConfirmDialog
          title={confirm === 'regenerate' ? t('calendar.feed.regenerate') : t('calendar.feed.remove')}
          confirmLabel={confirm === 'regenerate' ? t('calendar.feed.regenerate') : t('calendar.feed.remove')}
          onClose={() => setConfirm(null)}
          onConfirm={async () => {
            await (confirm === 'regenerate' ? make() : turnOff());
            setConfirm(null);
          }}
        >
          <p>{confirm === 'regenerate' ? t('calendar.feed.regenerateWarning') : t('calendar.feed.removeWarning')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
