/** Text rules without zod: shared by the schemas (text.ts) and by the web's zod-free pages. */

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
