import { z } from 'zod';
import { directionControlMessage, maxLengthMessage } from './validation';

/**
 * Characters that show nothing on their own: whitespace, controls (Cc), format characters (Cf: zero-width
 * space and joiners, direction marks, soft hyphen, BOM...) and the other default-ignorable code points
 * (Hangul fillers, variation selectors).
 */
const INVISIBLE = '[\\s\\p{Cc}\\p{Cf}\\p{Default_Ignorable_Code_Point}]';
const ONLY_INVISIBLE = new RegExp(`^${INVISIBLE}*$`, 'u');
const ANY_INVISIBLE = new RegExp(INVISIBLE, 'gu');
/**
 * What cleaning drops at either end of a name: the invisible characters but the controls, so that a NUL
 * is still refused as unstorable (plugins/storable-text.ts) rather than silently dropped.
 */
const EDGE = '[\\s\\p{Cf}\\p{Default_Ignorable_Code_Point}]';
const INVISIBLE_EDGES = new RegExp(`^${EDGE}+|${EDGE}+$`, 'gu');

/**
 * The bidirectional embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069): they reorder
 * the text that follows them, so '\u202egnp.exe' is shown as 'exe.png'. The plain direction marks (U+200E,
 * U+200F, U+061C) do not reorder anything and stay allowed.
 */
const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/u;

/** True when the text shows nothing: empty, or only invisible characters. */
export const isBlankText = (value: string): boolean => ONLY_INVISIBLE.test(value);

/** The length of the text without its invisible characters (UTF-16 units, like `String.length`). */
export const visibleLength = (value: string): number => value.replace(ANY_INVISIBLE, '').length;

/** True when the text holds a bidirectional embedding, override or isolate control. */
export const hasDirectionControl = (value: string): boolean => DIRECTION_CONTROLS.test(value);

/**
 * A name or title as stored: NFC (a composed and a decomposed 'é' are the same text) without the invisible
 * characters at either end, so '\u200b' or ' Acme\u2060' cannot pass for a name or copy one. Joiners inside
 * the text stay: emoji sequences and some scripts need them.
 */
export const cleanName = (value: string): string => value.normalize('NFC').replace(INVISIBLE_EDGES, '');

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
