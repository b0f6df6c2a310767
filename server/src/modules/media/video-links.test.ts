import { describe, expect, it } from 'vitest';
import { parseVideoLink, videoLinkAddresses } from './video-links.ts';

describe('video links', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL123',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/live/dQw4w9WgXcQ',
  ])('reads the YouTube id of %s', (url) => {
    expect(parseVideoLink(url)).toEqual({
      provider: 'youtube',
      videoId: 'dQw4w9WgXcQ',
      hash: null,
    });
  });

  it.each([
    ['https://vimeo.com/76979871', null],
    ['https://vimeo.com/channels/staffpicks/76979871', null],
    ['https://vimeo.com/groups/shortfilms/videos/76979871', null],
    ['https://player.vimeo.com/video/76979871', null],
    ['https://vimeo.com/76979871/8272103f6e', '8272103f6e'],
    ['https://player.vimeo.com/video/76979871?h=8272103f6e', '8272103f6e'],
  ])('reads the Vimeo id of %s', (url, hash) => {
    expect(parseVideoLink(url)).toEqual({ provider: 'vimeo', videoId: '76979871', hash });
  });

  it.each([
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/about',
    'javascript:alert(1)',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'not a link',
    '',
  ])('refuses %s', (url) => {
    expect(parseVideoLink(url)).toBeNull();
  });

  it('gives the thumbnail, player and page addresses without calling the site', () => {
    expect(videoLinkAddresses({ provider: 'youtube', videoId: 'dQw4w9WgXcQ', hash: null })).toEqual(
      {
        thumb: 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
        embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        page: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      },
    );
    expect(videoLinkAddresses({ provider: 'vimeo', videoId: '76979871', hash: 'ab12' })).toEqual({
      thumb: 'https://vumbnail.com/76979871.jpg',
      embed: 'https://player.vimeo.com/video/76979871?h=ab12',
      page: 'https://vimeo.com/76979871/ab12',
    });
  });
});
