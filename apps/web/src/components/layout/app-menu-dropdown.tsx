import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { chooseLocale, useI18n } from '../../lib/i18n/i18n';
import { directionOf, LOCALE_NAMES, LOCALES } from '../../lib/i18n/locales';
import { Icon } from '../ui/icons';
import { MENU_BUTTON_CLASS, type MenuAccount } from './menu-account';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-800';

const labelClass = 'px-3 pt-2.5 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase';

export interface AppMenuDropdownProps {
  /** Opened as it mounts: the button was activated while this code was loading ('keyboard': by a key). */
  defaultOpen: false | 'pointer' | 'keyboard';
  /** The button it replaces had the keyboard focus: the trigger takes it over. */
  focusTrigger: boolean;
  account: MenuAccount;
}

/** The header menu: Navigation (Organizations, Events), Settings and Logout. Rendered inside the header landmark. */
export function AppMenuDropdown({ defaultOpen, focusTrigger, account }: AppMenuDropdownProps) {
  const { user, onLogout } = account;
  const { t, locale } = useI18n();
  // How the menu mounted: only the first render's props count, later renders leave the focus alone.
  const mounted = useRef({ defaultOpen, focusTrigger });
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const { defaultOpen: openedBy, focusTrigger: hadFocus } = mounted.current;
    if (hadFocus && !openedBy) triggerRef.current?.focus();
  }, []);
  const contentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (mounted.current.defaultOpen !== 'keyboard') return;
    // Opened by a key before this code was there: the first item takes the focus, as Radix does for a key
    // (after Radix has focused the menu itself).
    const frame = requestAnimationFrame(() =>
      contentRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen !== false} dir={directionOf(locale)}>
      <DropdownMenu.Trigger ref={triggerRef} aria-label={t('menu.open')} className={MENU_BUTTON_CLASS}>
        <Icon name="menu" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        ref={contentRef}
        align="end"
        sideOffset={8}
        // At 200 % zoom or on a short phone the menu is taller than the window: it scrolls within what is left.
        className="z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-56 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
      >
        {user && (
          <div className="border-b border-slate-100 px-3 pt-1.5 pb-2.5">
            <p className="truncate text-sm font-semibold text-slate-900">{user.full_name}</p>
            <p className="truncate text-xs text-slate-600">{user.email}</p>
          </div>
        )}
        <DropdownMenu.Label className={labelClass}>{t('menu.navigation')}</DropdownMenu.Label>
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to="/app/organizations">
            <Icon name="building" className="size-4" />
            {t('menu.organizations')}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to="/app/events">
            <Icon name="ticket" className="size-4" />
            {t('menu.events')}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to="/app/my-agenda">
            <Icon name="star" className="size-4" />
            {t('menu.myAgenda')}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to="/app/network">
            <Icon name="network" className="size-4" />
            {t('menu.network')}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
        <DropdownMenu.Label className={labelClass}>{t('language.label')}</DropdownMenu.Label>
        <DropdownMenu.RadioGroup value={locale} onValueChange={chooseLocale}>
          {LOCALES.map((option) => (
            <DropdownMenu.RadioItem key={option} value={option} lang={option} className={itemClass}>
              <span className="flex size-4 items-center justify-center">
                <DropdownMenu.ItemIndicator>
                  <Icon name="check" className="size-4" />
                </DropdownMenu.ItemIndicator>
              </span>
              {LOCALE_NAMES[option]}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to="/app/settings">
            <Icon name="wrench" className="size-4" />
            {t('menu.settings')}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item className={itemClass} onSelect={onLogout}>
          <Icon name="log-out" className="size-4" />
          {t('menu.logout')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
