import { lazy, startTransition, Suspense, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { Icon } from '../ui/icons';
import { MENU_BUTTON_CLASS, type MenuAccount } from './menu-account';

// Radix's dropdown and its positioning code are a fifth of a signed-in page's JS; they load when the pointer or
// the focus reaches the button (or it is activated), not with every page.
const AppMenuDropdown = lazy(() => import('./app-menu-dropdown').then((m) => ({ default: m.AppMenuDropdown })));

/**
 * The header menu (Navigation: Organizations, Events; Logout). Until its dropdown has loaded, the same button
 * stands in: it starts the load, and when activated the menu opens as soon as it is there. The swap happens in
 * a transition, so the button stays (and keeps the focus) until the dropdown is ready to take its place.
 */
export function AppMenu({ account }: { account: MenuAccount }) {
  const { t } = useI18n();
  const [requested, setRequested] = useState(false);
  const [openOnLoad, setOpenOnLoad] = useState<false | 'pointer' | 'keyboard'>(false);
  const focused = useRef(false);

  const request = () => startTransition(() => setRequested(true));
  const activate = (by: 'pointer' | 'keyboard') => {
    setOpenOnLoad((current) => current || by);
    request();
  };

  return (
    <Suspense fallback={null}>
      {requested ? (
        <AppMenuDropdown defaultOpen={openOnLoad} focusTrigger={focused.current} account={account} />
      ) : (
        <button
          type="button"
          aria-label={t('menu.open')}
          aria-haspopup="menu"
          aria-expanded={false}
          className={MENU_BUTTON_CLASS}
          onPointerEnter={request}
          onFocus={() => {
            focused.current = true;
            request();
          }}
          onBlur={() => {
            focused.current = false;
          }}
          // The same gestures that open Radix's trigger: a primary pointer press, Enter, Space, ArrowDown.
          onPointerDown={(event: PointerEvent) => {
            if (event.button === 0 && !event.ctrlKey) activate('pointer');
          }}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
              event.preventDefault();
              activate('keyboard');
            }
          }}
          // Assistive technology may send a click alone.
          onClick={() => activate('pointer')}
        >
          <Icon name="menu" />
        </button>
      )}
    </Suspense>
  );
}
