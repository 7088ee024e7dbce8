import { lazy, Suspense } from 'react';
import { loadArea } from '../../lib/i18n/i18n';

// The bell's code and its texts load after the start of the app, together, so it never shows untranslated and the
// start chunk stays small (docs/i18n.md#catalogs).
const NotificationBell = lazy(() =>
  Promise.all([import('./notification-bell'), loadArea('notifications')]).then(([m]) => ({
    default: m.NotificationBell,
  })),
);

/** The notification bell for the app header; a blank of its size until it has loaded. */
export function HeaderBell() {
  return (
    <Suspense fallback={<div aria-hidden="true" className="size-11 shrink-0" />}>
      <NotificationBell />
    </Suspense>
  );
}
