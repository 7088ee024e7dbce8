import { avatarColorOf } from '../../../components/ui/avatar';
import { cx } from '../../../lib/cx';
import { initialOf } from '../speakers';

/** docs/product.md#agenda: the speaker's image, or the first letter of the name. Decorative: the name is always shown beside it. */
export function SpeakerAvatar({ name, imageUrl, className }: { name: string; imageUrl: string | null; className?: string }) {
  if (imageUrl) {
    return <img src={imageUrl} alt="" className={cx('size-9 shrink-0 rounded-full object-cover', className)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold text-white select-none',
        avatarColorOf(name),
        className,
      )}
    >
      {initialOf(name)}
    </span>
  );
}
