import { useParams } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { MD_UP, useMediaQuery } from '../../lib/use-media-query';
import { AppHeader } from './app-header';
import { EventSideNav } from './event-side-nav';
import type { MenuAccount } from './menu-account';
import { useI18n } from '../../lib/i18n/i18n';
import { PageTitleProvider } from './page-title';

export interface AppShellProps {
  children: ReactNode;
  signedIn: boolean;
  /** The event side navigation shows its admin block (docs/product.md#event-roles). */
  isEventAdmin: boolean;
  /** The event side navigation lists the report queue (docs/networking.md#reports). */
  canModerateEvent?: boolean;
  /** The event's open reports, the badge on the report queue link (for those who see it). */
  openReports?: number;
  account: MenuAccount;
  /** The chat, drawn over the bottom of the window when signed in. */
  chat: ReactNode;
  /** The header's notification bell, when signed in. */
  bell?: ReactNode;
}

/**
 * docs/product.md#layout: header, event side navigation when the route has an eventId, page, chat. The app's
 * features come in as props (the layout imports none of them).
 */
export function AppShell({
  children,
  signedIn,
  isEventAdmin,
  canModerateEvent = false,
  openReports,
  account,
  chat,
  bell,
}: AppShellProps) {
  const { t } = useI18n();
  const { eventId } = useParams({ strict: false });
  const isDesktop = useMediaQuery(MD_UP);
  // Open by default beside the page on wide screens; closed by default as an overlay on phones.
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const navOpen = isDesktop ? desktopOpen : mobileOpen;
  const setNavOpen = isDesktop ? setDesktopOpen : setMobileOpen;

  return (
    <PageTitleProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t('shell.skip')}
      </a>
      {/* A column as tall as the window at least, so the side navigation's panel runs down to its bottom edge
          on a short page. */}
      <div className="flex min-h-dvh flex-col">
        <AppHeader
          hasEventNav={eventId !== undefined}
          navOpen={navOpen}
          onToggleNav={() => setNavOpen(!navOpen)}
          account={account}
          bell={signedIn ? bell : undefined}
        />
        <div className="flex flex-1">
          {eventId !== undefined && (
            <EventSideNav
              eventId={eventId}
              isAdmin={isEventAdmin}
              canModerate={canModerateEvent}
              openReports={openReports}
              open={navOpen}
              narrow={!isDesktop}
              onClose={() => setNavOpen(false)}
            />
          )}
          <main
            id="main"
            tabIndex={-1}
            // Signed in, the chat's fixed Messaging bar (phones: its round button) sits over the bottom of the
            // window: the page ends with room for it, so its last lines can be scrolled clear.
            className={cx(
              'min-w-0 flex-1 px-4 pt-6 focus:outline-none sm:px-8 sm:pt-8',
              signedIn ? 'pb-chat' : 'pb-6 sm:pb-8',
            )}
          >
            {children}
          </main>
        </div>
      </div>
      {signedIn && chat}
    </PageTitleProvider>
  );
}
