import { cx } from '../../../lib/cx';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';

/** The unread count: the number for the eye, a sentence for screen readers. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  const { t } = useI18n();
  if (count <= 0) return null;
  return (
    <span
      className={cx(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-bold text-white',
        className,
      )}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('chat.unread', { count })}</span>
    </span>
  );
}
