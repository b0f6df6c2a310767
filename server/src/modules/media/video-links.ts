export type VideoLink = {
  provider: 'youtube' | 'vimeo';
  videoId: string;
  /** Vimeo's privacy hash of an unlisted video. */
  hash: string | null;
};

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/**
 * Reads a YouTube (watch, youtu.be, shorts, embed, live) or Vimeo link without calling the
 * site; null when it is neither.
 */
export function parseVideoLink(input: string): VideoLink | null {
  const text = input.trim();
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);

  if (host === 'youtu.be') return youtube(segments[0]);
  if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') return youtube(url.searchParams.get('v') ?? undefined);
    if (['shorts', 'embed', 'live', 'v', 'e'].includes(segments[0] ?? '')) {
      return youtube(segments[1]);
    }
    return null;
  }
  if (VIMEO_HOSTS.has(host)) return vimeo(host, segments, url.searchParams.get('h'));
  return null;
}

function youtube(id: string | undefined): VideoLink | null {
  return id && YOUTUBE_ID.test(id) ? { provider: 'youtube', videoId: id, hash: null } : null;
}

function vimeo(host: string, segments: string[], h: string | null): VideoLink | null {
  // player.vimeo.com/video/{id}?h={hash}; vimeo.com/{id}[/{hash}], also under channels,
  // groups/{g}/videos, showcase/{s}/video and album/{a}/video.
  const index =
    host === 'player.vimeo.com'
      ? segments[0] === 'video'
        ? 1
        : -1
      : segments.findIndex((segment) => /^\d+$/.test(segment));
  const id = index >= 0 ? segments[index] : undefined;
  if (!id || !/^\d{1,12}$/.test(id)) return null;
  const next = segments[index + 1];
  const hash = h ?? (next && /^[0-9a-f]{6,20}$/i.test(next) ? next : null);
  return { provider: 'vimeo', videoId: id, hash: hash && /^[0-9a-f]+$/i.test(hash) ? hash : null };
}

/** Where the site's own thumbnail, player and page are (no network call needed). */
export function videoLinkAddresses(link: VideoLink) {
  if (link.provider === 'youtube') {
    return {
      thumb: `https://img.youtube.com/vi/${link.videoId}/hqdefault.jpg`,
      embed: `https://www.youtube.com/embed/${link.videoId}`,
      page: `https://www.youtube.com/watch?v=${link.videoId}`,
    };
  }
  return {
    thumb: `https://vumbnail.com/${link.videoId}.jpg`,
    embed: `https://player.vimeo.com/video/${link.videoId}${link.hash ? `?h=${link.hash}` : ''}`,
    page: `https://vimeo.com/${link.videoId}${link.hash ? `/${link.hash}` : ''}`,
  };
}
