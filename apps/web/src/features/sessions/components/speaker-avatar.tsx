import { avatarColorOf } from '../../../components/ui/avatar';
import { cx } from '../../../lib/cx';
import { initialOf } from '../speakers';

/**
 * docs/product.md#agenda: the speaker's image, or the first letter of the name on the colour the name always gets
 * (`avatarColorOf`, the same as every other avatar in the app). Decorative: the name is always shown beside it.
 */
export function SpeakerAvatar({
  name,
  imageUrl,
  small = false,
  large = false,
  className,
}: {
  name: string;
  imageUrl: string | null;
  /** 20 px (the closed agenda card) instead of 36 px. */
  small?: boolean;
  /** 56 px (the session page's speakers, beside their bios). */
  large?: boolean;
  className?: string;
}) {
  const size = small ? 'size-5 text-[10px]' : large ? 'size-14 text-xl' : 'size-9 text-sm';
  if (imageUrl) {
    return (
      <img
        src={imageUrl}
        alt=""
        loading="lazy"
        decoding="async"
        className={cx(size, 'shrink-0 rounded-full object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white select-none',
        size,
        avatarColorOf(name),
        className,
      )}
    >
      {initialOf(name)}
    </span>
  );
}
