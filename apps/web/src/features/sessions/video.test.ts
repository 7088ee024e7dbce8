import { describe, expect, it } from 'vitest';
import { parseStreamUrl } from './video';

describe('parseStreamUrl', () => {
  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://www.vimeo.com/76979871/', '76979871'],
    ['https://vimeo.com/channels/staffpicks/123456789', '123456789'],
    ['https://player.vimeo.com/video/987654321?h=abc', '987654321'],
    ['http://vimeo.com/showcase/42/video/5550001', '5550001'],
  ])('embeds the Vimeo video %s by the last path segment', (url, id) => {
    expect(parseStreamUrl(url)).toEqual({ kind: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}` });
  });

  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://m.youtube.com/watch?feature=share&v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ?t=42', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/live/jfKfPfyJRdk?si=x', 'jfKfPfyJRdk'],
    ['https://www.youtube.com/embed/jfKfPfyJRdk', 'jfKfPfyJRdk'],
    ['https://www.youtube-nocookie.com/embed/jfKfPfyJRdk', 'jfKfPfyJRdk'],
  ])('embeds the YouTube video %s through youtube-nocookie', (url, id) => {
    expect(parseStreamUrl(url)).toEqual({
      kind: 'youtube',
      id,
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
    });
  });

  it('falls back to a link for other URLs and for player URLs without a video id', () => {
    expect(parseStreamUrl('https://www.twitch.tv/atria')).toEqual({
      kind: 'link',
      url: 'https://www.twitch.tv/atria',
      host: 'twitch.tv',
    });
    expect(parseStreamUrl('https://vimeo.com/atria')).toMatchObject({ kind: 'link', host: 'vimeo.com' });
    expect(parseStreamUrl('https://www.youtube.com/@atria')).toMatchObject({ kind: 'link', host: 'youtube.com' });
    expect(parseStreamUrl('https://www.youtube.com/watch?v=short')).toMatchObject({ kind: 'link' });
  });

  it('does not treat look-alike hosts as players', () => {
    expect(parseStreamUrl('https://vimeo.com.evil.test/123')).toMatchObject({
      kind: 'link',
      host: 'vimeo.com.evil.test',
    });
    expect(parseStreamUrl('https://notyoutube.com/watch?v=aqz-KE-bpKQ')).toMatchObject({ kind: 'link' });
  });

  it('gives nothing for an empty, unreadable or non-http URL', () => {
    for (const value of [null, undefined, '', 'not a url', 'javascript:alert(1)', 'ftp://vimeo.com/1']) {
      expect(parseStreamUrl(value)).toBeNull();
    }
  });
});
