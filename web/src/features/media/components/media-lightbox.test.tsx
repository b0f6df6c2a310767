import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { mediaMessages } from '@forma/contract/media/media.schemas';
import { mediaItem } from '../../../test/media-fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderAt } from '../../../test/render';
import { MediaLightbox, toLightboxMedia } from './media-lightbox';

const hls = vi.hoisted(() => {
  type Handler = (event: string, data: unknown) => void;
  const created: FakeHls[] = [];
  class FakeHls {
    static Events = { MANIFEST_PARSED: 'hlsManifestParsed' };
    static isSupported = () => true;
    config: unknown;
    source = '';
    media: HTMLVideoElement | null = null;
    currentLevel = -1;
    destroyed = false;
    handlers = new Map<string, Handler>();
    constructor(config: unknown) {
      this.config = config;
      created.push(this);
    }
    on(event: string, handler: Handler) {
      this.handlers.set(event, handler);
    }
    loadSource(src: string) {
      this.source = src;
    }
    attachMedia(video: HTMLVideoElement) {
      this.media = video;
    }
    destroy() {
      this.destroyed = true;
    }
  }
  return { FakeHls, created };
});
vi.mock('hls.js', () => ({ default: hls.FakeHls }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  hls.created.length = 0;
});

const processing = mediaItem({ id: 31, title: 'Sled push', type: 'video', state: 'created' });
const stream = '/uploads/media/31/hls/master.m3u8';

describe('media lightbox', () => {
  it('shows the processing message for an unpublished video, asks again, and plays once published', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let state: 'created' | 'published' = 'created';
    const { calls } = mockFetch({
      'GET media/31': () => ({
        body: { ...processing, state, stream_src: state === 'published' ? stream : null },
      }),
    });
    renderAt(<MediaLightbox media={toLightboxMedia(processing)} onClose={() => undefined} />);

    expect(await screen.findByText(mediaMessages.processing)).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path === 'media/31')).toHaveLength(1));
    expect(document.querySelector('video')).toBeNull();

    state = 'published';
    await act(() => vi.advanceTimersByTimeAsync(4100));
    await waitFor(() => expect(calls.filter((c) => c.path === 'media/31')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByText(mediaMessages.processing)).not.toBeInTheDocument(),
    );
    const video = await waitFor(() => {
      const element = document.querySelector('video');
      expect(element).not.toBeNull();
      return element!;
    });
    await waitFor(() => expect(hls.created).toHaveLength(1));
    const player = hls.created[0]!;
    expect(player.source).toBe(stream);
    expect(player.media).toBe(video);

    // The 640×360 level is chosen once the playlist is read.
    vi.spyOn(video, 'play').mockResolvedValue(undefined);
    player.handlers.get('hlsManifestParsed')!('hlsManifestParsed', {
      levels: [
        { width: 1280, height: 720 },
        { width: 640, height: 360 },
      ],
    });
    expect(player.currentLevel).toBe(1);

    // Published: no more asking.
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(calls.filter((c) => c.path === 'media/31')).toHaveLength(2);
  });

  it('plays a published video at once without asking for its state', async () => {
    const { calls } = mockFetch({});
    const ready = mediaItem({ id: 32, type: 'video', state: 'published', stream_src: stream });
    renderAt(<MediaLightbox media={toLightboxMedia(ready)} onClose={() => undefined} />);
    await waitFor(() => expect(hls.created).toHaveLength(1));
    expect(screen.queryByText(mediaMessages.processing)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('embeds a YouTube link, shows an image, and embeds an interactive demo', () => {
    mockFetch({});
    const link = mediaItem({
      type: 'video_link',
      title: 'Wall balls',
      provider: 'youtube',
      video_id: 'abc123',
    });
    const { unmount } = renderAt(
      <MediaLightbox media={toLightboxMedia(link)} onClose={() => undefined} />,
    );
    expect(screen.getByTitle('Wall balls')).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/abc123',
    );
    unmount();

    const image = mediaItem({ type: 'image', title: 'Rack', src: '/uploads/rack.png' });
    const second = renderAt(
      <MediaLightbox media={toLightboxMedia(image)} onClose={() => undefined} />,
    );
    expect(screen.getByRole('img', { name: 'Rack' })).toHaveAttribute('src', '/uploads/rack.png');
    second.unmount();

    renderAt(
      <MediaLightbox
        media={{
          id: null,
          type: 'iframe',
          src: 'https://demo.example/tour',
          stream_src: null,
          state: 'published',
          thumb: null,
          caption: 'Tour',
          video_id: null,
        }}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByTitle('Tour')).toHaveAttribute('src', 'https://demo.example/tour');
  });
});
