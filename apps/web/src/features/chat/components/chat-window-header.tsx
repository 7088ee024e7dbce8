import type { ChatUser } from '@atria/contracts';
import type { ReactNode } from 'react';
import { cx } from '../../../lib/cx';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';
import { Avatar } from '../../../components/ui/avatar';
import { UnreadBadge } from './unread-badge';
import { ChatIcon } from './chat-icons';

const iconButton =
  'flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900';

export interface ChatWindowHeaderProps {
  /** The other participant, once known. */
  partner: ChatUser | undefined;
  /** Shown while the participant is unknown: 'Chat' on an open window, 'Loading...' on a minimized one. */
  fallbackName: string;
  minimized: boolean;
  unread?: number;
  /** The header click: minimizes an open window, restores a minimized one. */
  onToggle: () => void;
  /** Id of the header's toggle button, so focus can be sent to it. */
  toggleId?: string;
  onClose: () => void;
  /** Present when the window can change size (open windows on wide screens). */
  maximize?: { maximized: boolean; onToggle: () => void };
  /** Actions on the other person (block, report), drawn before the size and close buttons. */
  actions?: (className: string) => ReactNode;
}

/** A window's header: avatar and name (the toggle), the person's actions, maximize and close. */
export function ChatWindowHeader({
  partner,
  fallbackName,
  minimized,
  unread = 0,
  onToggle,
  toggleId,
  onClose,
  maximize,
  actions,
}: ChatWindowHeaderProps) {
  const { t } = useI18n();
  const name = partner?.full_name || fallbackName;
  return (
    <div className={cx('flex shrink-0 items-center gap-1 pe-1.5', !minimized && 'border-b border-slate-200')}>
      <button
        id={toggleId}
        type="button"
        aria-expanded={!minimized}
        onClick={onToggle}
        className="flex h-12 min-w-0 flex-1 items-center gap-2 rounded-ss-xl ps-3 text-start hover:bg-slate-50 focus-visible:-outline-offset-2"
      >
        {partner && <Avatar name={name} imageUrl={partner.image_url} size="xs" />}
        <span className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900">{name}</span>
        <UnreadBadge count={unread} />
      </button>
      {actions?.(iconButton)}
      {maximize && (
        <button
          type="button"
          aria-label={maximize.maximized ? t('chat.restoreSize') : t('chat.maximize')}
          aria-pressed={maximize.maximized}
          onClick={maximize.onToggle}
          className={iconButton}
        >
          <ChatIcon name={maximize.maximized ? 'restore' : 'maximize'} className="size-4" />
        </button>
      )}
      <button type="button" aria-label={t('chat.close')} onClick={onClose} className={iconButton}>
        <ChatIcon name="close" className="size-4" />
      </button>
    </div>
  );
}
