import { avatarColorOf, initialsOf } from '../../../components/ui/avatar';
import { cx } from '../../../lib/cx';

const SIZES = { sm: 'size-8 text-xs', md: 'size-10 text-sm' } as const;

/** The other participant's picture, or their initials on a colour of their name. Decorative: the name is beside it. */
export function ChatAvatar({
  name,
  imageUrl,
  size = 'md',
}: {
  name: string;
  imageUrl: string | null | undefined;
  size?: keyof typeof SIZES;
}) {
  if (imageUrl) {
    return <img src={imageUrl} alt="" className={cx('shrink-0 rounded-full object-cover', SIZES[size])} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white select-none',
        avatarColorOf(name),
        SIZES[size],
      )}
    >
      {initialsOf(name)}
    </span>
  );
}

/** The unread count: the number for the eye, a sentence for screen readers. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      className={cx(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-bold text-white',
        className,
      )}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{count === 1 ? '1 unread message' : `${count} unread messages`}</span>
    </span>
  );
}
