import { cx } from '../../lib/cx';

/** Background colours dark enough for white initials (all at least 4.5:1). */
const PALETTE = [
  'bg-violet-700',
  'bg-indigo-700',
  'bg-blue-700',
  'bg-sky-800',
  'bg-teal-700',
  'bg-emerald-800',
  'bg-amber-800',
  'bg-orange-800',
  'bg-rose-700',
  'bg-fuchsia-800',
] as const;

/** Up to two initials: first and last word of the name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** A stable colour per name (string hash into the palette). */
export function avatarColorOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? PALETTE[0];
}

const SIZES = {
  xs: 'size-8 text-xs',
  sm: 'size-9 text-sm',
  base: 'size-10 text-sm',
  md: 'size-12 text-base',
  lg: 'size-16 text-xl',
} as const;

/**
 * Someone's picture when they have one, else initials on a colour derived from the name. Decorative: the
 * name is shown beside it.
 */
export function Avatar({
  name,
  imageUrl,
  size = 'md',
  className,
}: {
  name: string;
  imageUrl?: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  if (imageUrl)
    return <img src={imageUrl} alt="" className={cx('shrink-0 rounded-full object-cover', SIZES[size], className)} />;
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white select-none',
        avatarColorOf(name),
        SIZES[size],
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
