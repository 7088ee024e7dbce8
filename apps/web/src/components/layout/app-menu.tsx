import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from '@tanstack/react-router';
import { useAuth } from '../../features/auth/auth-store';
import { useLogout } from '../../features/auth/use-logout';
import { Icon } from '../ui/icons';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-800';

/** The header menu: Navigation (Organizations, Events) and Logout. Rendered inside the header landmark. */
export function AppMenu() {
  const { user } = useAuth();
  const logout = useLogout();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label="Open menu"
        className="flex size-11 items-center justify-center rounded-lg border border-slate-200 text-slate-700 hover:bg-slate-50"
      >
        <Icon name="menu" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
      >
        {user && (
          <div className="border-b border-slate-100 px-3 pt-1.5 pb-2.5">
            <p className="truncate text-sm font-semibold text-slate-900">{user.full_name}</p>
            <p className="truncate text-xs text-slate-600">{user.email}</p>
          </div>
        )}
        <DropdownMenu.Label className="px-3 pt-2.5 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          Navigation
        </DropdownMenu.Label>
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to="/app/organizations">
            <Icon name="building" className="size-4" />
            Organizations
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to="/app/events">
            <Icon name="ticket" className="size-4" />
            Events
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
        <DropdownMenu.Item className={itemClass} onSelect={() => void logout()}>
          <Icon name="log-out" className="size-4" />
          Logout
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
