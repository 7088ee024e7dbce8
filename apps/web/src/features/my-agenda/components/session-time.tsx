import type { ZonedSlot } from '../../../lib/dates';
import { useTimeMode } from '../time-mode';
import { zonedRange } from '../zoned-time';

/**
 * A session's 'h:mm a - h:mm a' with the zone's short name after it, in the zone the viewer chose (event time or
 * their own). The range keeps its own element, so its text is exactly the agenda's 'h:mm a - h:mm a'.
 */
export function SessionTime({ slot, className }: { slot: ZonedSlot; className?: string }) {
  const mode = useTimeMode();
  const shown = zonedRange(slot, mode);
  return (
    <span className={className}>
      {shown.otherDate && <span>{shown.otherDate}, </span>}
      <span>{shown.range}</span>{' '}
      <abbr title={shown.zone} className="text-xs text-slate-600 no-underline">
        {shown.abbreviation}
      </abbr>
    </span>
  );
}
