/**
 * A small ICU MessageFormat subset (docs/i18n.md#messages): `{name}`, `{n, plural, =0 {…} one {…} other {…}}`
 * with `#` for the formatted number, and `{x, select, a {…} other {…}}`, nested freely. Plural categories come
 * from `Intl.PluralRules`, numbers from `Intl.NumberFormat`, so every locale the browser knows is covered
 * (Arabic's six categories included). Apostrophe quoting is not supported: catalogs write ’ instead.
 */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Applied to literal catalog text only, never to values (the pseudo-locale accents text this way). */
export type TextTransform = (text: string) => string;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function rulesFor(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
}

function numberFormatFor(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

/** Index of the `}` that closes the `{` at `open`; the end of the text when it is never closed. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return text.length;
}

/** `one {…} other {…}` as selector → sub-message. */
function parseOptions(text: string): Map<string, string> {
  const options = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('{', at);
    if (open < 0) break;
    const close = closingBrace(text, open);
    options.set(text.slice(at, open).trim(), text.slice(open + 1, close));
    at = close + 1;
  }
  return options;
}

interface Context {
  values: MessageValues;
  locale: string;
  transform: TextTransform | undefined;
}

function renderArgument(body: string, context: Context): string {
  const firstComma = body.indexOf(',');
  const name = (firstComma < 0 ? body : body.slice(0, firstComma)).trim();
  const value = context.values[name];
  if (firstComma < 0) {
    if (value === undefined) return `{${name}}`;
    return typeof value === 'number' ? numberFormatFor(context.locale).format(value) : value;
  }
  const secondComma = body.indexOf(',', firstComma + 1);
  const type = body.slice(firstComma + 1, secondComma < 0 ? undefined : secondComma).trim();
  const options = parseOptions(secondComma < 0 ? '' : body.slice(secondComma + 1));
  if (type === 'plural') {
    const count = Number(value);
    const branch =
      options.get(`=${count}`) ?? options.get(rulesFor(context.locale).select(count)) ?? options.get('other') ?? '';
    return render(branch, context, numberFormatFor(context.locale).format(count));
  }
  return render(options.get(String(value)) ?? options.get('other') ?? '', context, undefined);
}

function render(message: string, context: Context, hash: string | undefined): string {
  let out = '';
  let text = '';
  const flush = () => {
    if (text) out += context.transform ? context.transform(text) : text;
    text = '';
  };
  for (let i = 0; i < message.length; i += 1) {
    const char = message.charAt(i);
    if (char === '{') {
      const close = closingBrace(message, i);
      flush();
      out += renderArgument(message.slice(i + 1, close), context);
      i = close;
    } else if (char === '#' && hash !== undefined) {
      flush();
      out += hash;
    } else text += char;
  }
  flush();
  return out;
}

/** The message with its arguments filled in, for the given BCP 47 locale. */
export function formatMessage(
  message: string,
  values: MessageValues,
  locale: string,
  transform?: TextTransform,
): string {
  return render(message, { values, locale, transform }, undefined);
}

/** The argument names a message uses (`{name}`, plural and select arguments), for the catalog checks. */
export function messageArguments(message: string): Set<string> {
  const names = new Set<string>();
  const collect = (text: string) => {
    for (let i = 0; i < text.length; i += 1) {
      if (text[i] !== '{') continue;
      const close = closingBrace(text, i);
      const body = text.slice(i + 1, close);
      const comma = body.indexOf(',');
      names.add((comma < 0 ? body : body.slice(0, comma)).trim());
      const second = comma < 0 ? -1 : body.indexOf(',', comma + 1);
      if (second >= 0) for (const branch of parseOptions(body.slice(second + 1)).values()) collect(branch);
      i = close;
    }
  };
  collect(message);
  return names;
}
