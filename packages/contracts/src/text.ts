import { z } from 'zod';
import { directionControlMessage, maxLengthMessage } from './validation';
import { cleanName, hasDirectionControl, visibleLength } from './text-rules';

export { cleanName, hasDirectionControl, isBlankText, visibleLength } from './text-rules';

interface NameRule {
  /** How messages name the field ('Title', 'First name'). */
  label: string;
  min: number;
  max: number;
  /** The wording (docs/product.md#validation-messages) for a missing or too short value. */
  minMessage: string;
  /** The wording of a too long value; by default '<label> must be at most <max> characters'. */
  maxMessage?: string;
}

/**
 * A name or title: cleaned (see cleanName), at least `min` visible characters (so invisible text counts as
 * empty), at most `max` characters, and free of direction controls.
 */
export const nameText = ({ label, min, max, minMessage, maxMessage = maxLengthMessage(label, max) }: NameRule) =>
  z
    .string({ error: minMessage })
    // Checked before cleaning, which would drop a control at either end instead of refusing it.
    .refine((v) => !hasDirectionControl(v), directionControlMessage(label))
    .overwrite(cleanName)
    .min(min, minMessage)
    .max(max, maxMessage)
    // Said once: by `min` when too short as stored, otherwise when too short as shown.
    .refine((v) => v.length < min || visibleLength(v) >= min, minMessage);

/**
 * An optional one-line name or title (a venue, a job title, a heading): cleaned like a name and free of
 * direction controls, but it may be empty.
 */
export const lineText = (label: string, max: number) =>
  z
    .string()
    .refine((v) => !hasDirectionControl(v), directionControlMessage(label))
    .overwrite(cleanName)
    .max(max, maxLengthMessage(label, max));

/** Free text (descriptions, answers, bios): trimmed, at most `max` characters ('<label> must be at most <max> characters'). */
export const freeText = (label: string, max: number) => z.string().trim().max(max, maxLengthMessage(label, max));
