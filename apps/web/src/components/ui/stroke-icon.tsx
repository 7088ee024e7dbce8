import { cx } from '../../lib/cx';

/**
 * A decorative 24×24 stroke icon (2 px, round caps) drawn from path data. The icon sets (components/ui/icons,
 * the chat's own) keep their paths apart so each loads with the pages that use it, and share this drawing.
 */
export function StrokeIcon({ paths, className }: { paths: ReadonlyArray<string>; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cx('size-5 shrink-0', className)}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
