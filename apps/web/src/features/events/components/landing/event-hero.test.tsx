import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { coverDesign } from '../../../../components/ui/generated-cover';
import { buildEvent } from '../../../sessions/testing';
import { EventHero } from './event-hero';

const banner = {
  id: 1,
  purpose: 'EVENT_BANNER' as const,
  width: 2400,
  height: 800,
  variants: [
    { format: 'webp' as const, width: 640, actual_width: 640, actual_height: 213, bytes: 1, url: '/m/b-640.webp' },
    { format: 'webp' as const, width: 1280, actual_width: 1280, actual_height: 427, bytes: 1, url: '/m/b-1280.webp' },
    { format: 'avif' as const, width: 1280, actual_width: 1280, actual_height: 427, bytes: 1, url: '/m/b-1280.avif' },
  ],
};

describe('EventHero', () => {
  afterEach(cleanup);

  it('shows the uploaded banner in every width and format', () => {
    render(<EventHero event={buildEvent({ banner })} />);
    const img = screen.getByTestId('event-banner');
    expect(img.getAttribute('src')).toBe('/m/b-1280.webp');
    const sources = [...document.querySelectorAll('source')].map((s) => [s.type, s.getAttribute('srcset')]);
    expect(sources).toEqual([
      ['image/avif', '/m/b-1280.avif 1280w'],
      ['image/webp', '/m/b-640.webp 640w, /m/b-1280.webp 1280w'],
    ]);
    expect(screen.queryByTestId('generated-cover')).toBeNull();
  });

  it('draws a cover of its own for an event without a banner, the same each time', () => {
    const event = buildEvent({ id: 41, title: 'Harbour Lights Forum', banner: null });
    render(<EventHero event={event} />);
    const cover = screen.getByTestId('generated-cover');
    const design = coverDesign('41:Harbour Lights Forum');
    expect(cover.dataset.cover).toBe(`${design.from}-${design.to}-${design.pattern}`);
    expect(coverDesign('41:Harbour Lights Forum')).toEqual(design);
    // Different events get different covers (over a handful of them, more than one design shows).
    const designs = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((id) => JSON.stringify(coverDesign(`${id}:Event ${id}`))));
    expect(designs.size).toBeGreaterThan(4);
  });
});
