import { useId } from 'react';
import { cx } from '../../lib/cx';

/** Gradient pairs dark enough for white text on any part of them (at least 4.5:1 with the pattern on top). */
const GRADIENTS = [
  ['#4c1d95', '#1e3a8a'],
  ['#312e81', '#0f766e'],
  ['#7c2d12', '#581c87'],
  ['#134e4a', '#1e3a8a'],
  ['#831843', '#312e81'],
  ['#1e3a8a', '#0c4a6e'],
  ['#3b0764', '#9d174d'],
  ['#14532d', '#164e63'],
] as const;

const PATTERNS = ['dots', 'lines', 'rings', 'grid'] as const;

/** A small stable hash (FNV-1a) of the seed: the same event always gets the same cover. */
export function coverHash(seed: string): number {
  let hash = 0x811c9dc5;
  for (const char of seed) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** What a seed's cover is made of: its gradient, pattern, angle and the two soft circles' places. */
export function coverDesign(seed: string) {
  const h = coverHash(seed);
  const [from, to] = GRADIENTS[h % GRADIENTS.length] ?? GRADIENTS[0];
  return {
    from,
    to,
    pattern: PATTERNS[(h >>> 3) % PATTERNS.length] ?? 'dots',
    angle: ((h >>> 5) % 4) * 45,
    circles: [
      { cx: 60 + ((h >>> 7) % 40), cy: 10 + ((h >>> 11) % 50), r: 28 + ((h >>> 13) % 20) },
      { cx: 75 + ((h >>> 17) % 25), cy: 70 + ((h >>> 19) % 30), r: 14 + ((h >>> 23) % 14) },
    ],
  };
}

/**
 * A designed cover for an event without a banner (docs/design.md#imagery): a gradient, a light pattern and two
 * soft circles, all chosen from the seed (the event's id and title), drawn as inline SVG: no script, no request.
 * Decorative; it fills its positioned parent.
 */
export function GeneratedCover({ seed, className }: { seed: string; className?: string }) {
  const id = useId().replace(/:/g, '');
  const d = coverDesign(seed);
  const pattern = {
    dots: <circle cx="4" cy="4" r="1.2" fill="white" fillOpacity="0.22" />,
    lines: <path d="M0 8 L8 0" stroke="white" strokeOpacity="0.16" strokeWidth="1" />,
    rings: <circle cx="4" cy="4" r="3" fill="none" stroke="white" strokeOpacity="0.14" strokeWidth="0.8" />,
    grid: <path d="M8 0 V8 M0 8 H8" stroke="white" strokeOpacity="0.12" strokeWidth="0.6" />,
  }[d.pattern];
  return (
    <svg
      aria-hidden="true"
      data-testid="generated-cover"
      data-cover={`${d.from}-${d.to}-${d.pattern}`}
      className={cx('absolute inset-0 -z-10 size-full', className)}
      viewBox="0 0 100 100"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id={`${id}g`} gradientTransform={`rotate(${d.angle} 0.5 0.5)`}>
          <stop offset="0" stopColor={d.from} />
          <stop offset="1" stopColor={d.to} />
        </linearGradient>
        <pattern id={`${id}p`} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="scale(0.6)">
          {pattern}
        </pattern>
      </defs>
      <rect width="100" height="100" fill={`url(#${id}g)`} />
      <rect width="100" height="100" fill={`url(#${id}p)`} />
      {d.circles.map((c) => (
        <circle key={`${c.cx}-${c.cy}`} cx={c.cx} cy={c.cy} r={c.r} fill="white" fillOpacity="0.07" />
      ))}
    </svg>
  );
}
