import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { Icon } from '../ui/icons';
import { AppMenu } from './app-menu';
import type { MenuAccount } from './menu-account';
import { BrandMark } from './brand';
import { EVENT_SIDE_NAV_ID } from './event-side-nav';
import { usePageTitleValue } from './page-title';

export interface AppHeaderProps {
  hasEventNav: boolean;
  navOpen: boolean;
  onToggleNav: () => void;
  account: MenuAccount;
  /** The notification bell, beside the menu (given by the app, the layout imports no feature). */
  bell?: ReactNode;
}

/** The 82 px top bar: event-nav toggle (event routes only), brand, page title and subtitle, menu. */
export function AppHeader({ hasEventNav, navOpen, onToggleNav, account, bell }: AppHeaderProps) {
  const { title, subtitle } = usePageTitleValue();
  const { t } = useI18n();
  return (
    <header className="sticky top-0 z-40 flex h-header items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
      {hasEventNav && (
        <button
          type="button"
          aria-label={navOpen ? t('header.hideEventNav') : t('header.showEventNav')}
          aria-controls={EVENT_SIDE_NAV_ID}
          aria-expanded={navOpen}
          onClick={onToggleNav}
          className="flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
        >
          <Icon name="sidebar" />
        </button>
      )}
      <Link to="/app" aria-label={t('header.home')} className="shrink-0 rounded-lg">
        <BrandMark />
      </Link>
      <div className="min-w-0 flex-1">
        <h1 className="line-clamp-2 text-base leading-tight font-bold tracking-tight text-slate-900 sm:truncate sm:text-xl">
          {title}
        </h1>
        {subtitle && <p className="truncate text-sm font-medium text-primary-700">{subtitle}</p>}
      </div>
      {bell}
      <AppMenu account={account} />
    </header>
  );
}
