import type { SessionType } from '@atria/contracts';
import { cx } from '../../../lib/cx';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';
import { SESSION_TYPE_KEYS } from '../speakers';

/** Accent per session type: the card's left border and the tag's text (all 4.5:1 or better on white). */
export const SESSION_TYPE_ACCENT: Record<SessionType, { border: string; text: string }> = {
  KEYNOTE: { border: 'border-l-primary-600', text: 'text-primary-800' },
  WORKSHOP: { border: 'border-l-amber-500', text: 'text-amber-900' },
  PANEL: { border: 'border-l-sky-600', text: 'text-sky-900' },
  PRESENTATION: { border: 'border-l-slate-500', text: 'text-slate-700' },
  NETWORKING: { border: 'border-l-emerald-600', text: 'text-emerald-900' },
  QA: { border: 'border-l-rose-500', text: 'text-rose-900' },
};

export function SessionTypeTag({ type, className }: { type: SessionType; className?: string }) {
  const { t } = useI18n();
  return (
    <span
      className={cx(
        'text-[11px] leading-4 font-semibold tracking-wide uppercase',
        SESSION_TYPE_ACCENT[type].text,
        className,
      )}
    >
      {t(SESSION_TYPE_KEYS[type])}
    </span>
  );
}
