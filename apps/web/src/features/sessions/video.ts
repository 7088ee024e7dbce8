/** What the session page shows for a stream URL. */
export type StreamSource =
  | { kind: 'vimeo'; id: string; embedUrl: string }
  | { kind: 'youtube'; id: string; embedUrl: string }
  | { kind: 'link'; url: string; host: string };

const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_PATH_PREFIXES = new Set(['live', 'embed', 'shorts']);

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

const segmentsOf = (url: URL): string[] => url.pathname.split('/').filter(Boolean);

/** docs/product.md#session-detail: the Vimeo video id is the last path segment of the stream URL (ids are numeric). */
function vimeoId(url: URL): string | null {
  const last = segmentsOf(url).at(-1);
  return last && /^\d+$/.test(last) ? last : null;
}

/** watch?v=ID, youtu.be/ID, /live/ID (also /embed/ID and /shorts/ID). */
function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = segmentsOf(url);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = segments[0];
  else if (segments[0] === 'watch') id = url.searchParams.get('v');
  else if (segments[0] && YOUTUBE_PATH_PREFIXES.has(segments[0])) id = segments[1];
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/**
 * Turns a session's stream_url into an embeddable player (Vimeo, YouTube through youtube-nocookie) or a plain
 * link for any other http(s) URL; null when there is no usable URL. Only these player hosts are allowed to be
 * framed by the server's Content-Security-Policy.
 */
export function parseStreamUrl(value: string | null | undefined): StreamSource | null {
  if (!value) return null;
  const url = parseHttpUrl(value);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  if (VIMEO_HOSTS.has(host)) {
    const id = vimeoId(url);
    if (id) return { kind: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}` };
  }
  if (YOUTUBE_HOSTS.has(host) || host === 'youtu.be') {
    const id = youtubeId(url);
    if (id) return { kind: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` };
  }
  return { kind: 'link', url: url.href, host: host.replace(/^www\./, '') };
}
