/**
 * WCAG 2.2 contrast ratios of CSS colours, for the palette test (docs/accessibility.md#colour-contrast).
 * Reads the forms the app's theme uses: `#rgb`, `#rrggbb` and Tailwind 4's `oklch(L% C H)`.
 */

export type Rgb = readonly [number, number, number];

/** sRGB channels in 0..1 (clamped to the gamut, as a browser draws them). */
export function parseColor(value: string): Rgb {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text);
  if (hex) {
    const digits = hex[1] ?? '';
    const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255) as unknown as Rgb;
  }
  const oklch = /^oklch\(\s*([\d.]+)(%?)\s+([\d.]+)\s+([\d.]+)\s*\)$/.exec(text);
  if (oklch) {
    const l = Number(oklch[1]) / (oklch[2] === '%' ? 100 : 1);
    const c = Number(oklch[3]);
    const h = (Number(oklch[4]) * Math.PI) / 180;
    return oklabToSrgb(l, c * Math.cos(h), c * Math.sin(h));
  }
  throw new Error(`unsupported colour: ${value}`);
}

function oklabToSrgb(l: number, a: number, b: number): Rgb {
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ];
  return linear.map((x) => {
    const v = Math.min(1, Math.max(0, x));
    return v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
  }) as unknown as Rgb;
}

/** WCAG relative luminance of an sRGB colour. */
export function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The WCAG contrast ratio of two colours, 1..21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `--color-<name>: <value>;` declarations of a CSS text, by name. */
export function colorTokens(css: string): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const match of css.matchAll(/--color-([a-z]+(?:-\d+)?):\s*([^;]+);/g)) {
    if (match[1] && match[2]) tokens.set(match[1], match[2].trim());
  }
  return tokens;
}
