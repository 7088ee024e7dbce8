import { Link, useMatchRoute } from '@tanstack/react-router';
import { cx } from '../../lib/cx';
import { useI18n } from '../../lib/i18n/i18n';
import { Icon } from '../ui/icons';
import { eventAdminLinks, eventModerationLink, eventModerationLogLink, eventNavLinks } from './event-nav-links';

const linkClass =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900';
const activeClass = 'bg-primary-50 text-primary-800 hover:bg-primary-100 hover:text-primary-900';

/** The panel the header's toggle controls (its `aria-controls`). */
export const EVENT_SIDE_NAV_ID = 'event-side-nav';

export interface EventSideNavProps {
  eventId: string;
  /** Shown beside the page, or over it below 768 px; closed, the panel stays in the page, hidden and empty. */
  open: boolean;
  /** Shows the admin block; the event's organizer roles decide this once events are loaded. */
  isAdmin?: boolean;
  /**
   * Lists the event's report queue (docs/networking.md#reports) and moderation log (docs/live.md#the-page): its
   * moderators and those who edit it.
   */
  canModerate?: boolean;
  /** Open reports in the queue: a badge on its link when there are any. */
  openReports?: number;
  /** Below 768 px: the open panel overlays the page, and a link click or Escape closes it. */
  narrow: boolean;
  onClose: () => void;
}

/**
 * The collapsible event navigation (300 px). A plain disclosure: the panel is measured by nothing while the page
 * renders (a collapsible with open/close animations reads the panel's style and size in the middle of the
 * first render, forcing the browser to lay out the whole page once more before the first paint).
 */
export function EventSideNav({
  eventId,
  isAdmin = false,
  canModerate = false,
  openReports = 0,
  open,
  narrow,
  onClose,
}: EventSideNavProps) {
  const { t } = useI18n();
  const overlay = narrow && open;
  // The organizer view's agenda lives at the event's organization path, not under /agenda: Agenda is the
  // current item there too.
  const matchRoute = useMatchRoute();
  const organizerAgenda = Boolean(matchRoute({ to: '/app/organizations/$orgId/events/$eventId' }));
  const closeIfOverlay = () => {
    if (overlay) onClose();
  };
  return (
    <>
      {overlay && (
        <div aria-hidden="true" className="fixed inset-0 top-header z-30 bg-slate-950/40" onClick={onClose} />
      )}
      <div
        id={EVENT_SIDE_NAV_ID}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') closeIfOverlay();
        }}
        className={cx(
          'w-sidenav shrink-0 border-e border-slate-200 bg-white',
          overlay && 'fixed top-header bottom-0 start-0 z-40 max-w-[85vw] overflow-y-auto shadow-xl',
        )}
      >
        {open && (
          <nav
            aria-label={t('nav.label')}
            // Beside the page it stays below the header as the page scrolls; over the page, the panel itself is
            // fixed below the header and scrolls, so a sticky offset would push the links down by a header's height.
            className={cx(
              'p-4',
              !overlay && 'sticky top-header max-h-[calc(100dvh-var(--spacing-header))] overflow-y-auto',
            )}
          >
            <ul className="space-y-1">
              {eventNavLinks(eventId).map(({ label, icon, link }) => (
                <li key={label}>
                  <Link
                    {...link}
                    className={label === 'nav.agenda' && organizerAgenda ? cx(linkClass, activeClass) : linkClass}
                    activeProps={{ className: activeClass }}
                    {...(label === 'nav.agenda' && organizerAgenda ? { 'aria-current': 'page' as const } : {})}
                    onClick={closeIfOverlay}
                  >
                    <Icon name={icon} />
                    {t(label)}
                  </Link>
                </li>
              ))}
              {canModerate && (
                <li>
                  <Link
                    {...eventModerationLink(eventId)}
                    className={linkClass}
                    activeProps={{ className: activeClass }}
                    onClick={closeIfOverlay}
                  >
                    <Icon name="shield" />
                    {t('nav.reports')}
                    {openReports > 0 && (
                      <span
                        data-testid="open-reports"
                        className="ms-auto rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white"
                      >
                        <span aria-hidden="true">{openReports > 99 ? '99+' : openReports}</span>
                        <span className="sr-only">{t('nav.reportsOpen', { count: openReports })}</span>
                      </span>
                    )}
                  </Link>
                </li>
              )}
              {canModerate && (
                <li>
                  <Link
                    {...eventModerationLogLink(eventId)}
                    className={linkClass}
                    activeProps={{ className: activeClass }}
                    onClick={closeIfOverlay}
                  >
                    <Icon name="clock" />
                    {t('nav.moderationLog')}
                  </Link>
                </li>
              )}
            </ul>
            {isAdmin && (
              <div className="mt-6 border-t border-slate-200 pt-4">
                <p className="px-3 pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {t('nav.admin')}
                </p>
                <ul className="space-y-1">
                  {eventAdminLinks(eventId).map(({ label, link }) => (
                    <li key={label}>
                      <Link
                        {...link}
                        className={linkClass}
                        activeProps={{ className: activeClass }}
                        onClick={closeIfOverlay}
                      >
                        {t(label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </nav>
        )}
      </div>
    </>
  );
}
