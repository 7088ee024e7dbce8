import { cx } from '../../lib/cx';

/** The Atria mark: a stylised "A" on a violet tile. Decorative; callers give the accessible name. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={cx('size-9 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary-700" />
      <path d="M16 7 8 25h4l1.6-4h4.8l1.6 4h4L16 7Zm0 7.2 1.8 4.8h-3.6L16 14.2Z" fill="white" />
    </svg>
  );
}
