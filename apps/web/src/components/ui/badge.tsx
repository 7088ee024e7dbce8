import type { SessionStatus } from '@atria/contracts';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { type MessageKey, useI18n } from '../../lib/i18n/i18n';

export type BadgeTone = 'green' | 'blue' | 'gray' | 'red' | 'amber' | 'violet';

const TONES: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  gray: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
  amber: 'bg-amber-100 text-amber-900 ring-amber-600/20',
  violet: 'bg-primary-100 text-primary-800 ring-primary-600/20',
};

export function Badge({
  tone = 'gray',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** docs/product.md#session-detail: LIVE green, UPCOMING blue, COMPLETED gray, CANCELLED red. */
export const SESSION_STATUS_TONE: Record<SessionStatus, BadgeTone> = {
  LIVE: 'green',
  UPCOMING: 'blue',
  COMPLETED: 'gray',
  CANCELLED: 'red',
};

const SESSION_STATUS_TEXT: Record<SessionStatus, MessageKey> = {
  LIVE: 'session.status.live',
  UPCOMING: 'session.status.upcoming',
  COMPLETED: 'session.status.completed',
  CANCELLED: 'session.status.cancelled',
};

/** The session's status; `live` adds a pulsing dot, so one badge is both the status and the live flag. */
export function StatusBadge({ status, live = false }: { status: SessionStatus; live?: boolean }) {
  const { t } = useI18n();
  return (
    <Badge tone={SESSION_STATUS_TONE[status]}>
      {live && <span aria-hidden="true" className="size-1.5 rounded-full bg-current motion-safe:animate-pulse" />}
      {t(SESSION_STATUS_TEXT[status])}
    </Badge>
  );
}
