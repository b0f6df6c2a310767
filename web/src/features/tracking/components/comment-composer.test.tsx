import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Comment } from '@forma/contract/tracking/results.schemas';
import { configQueryOptions } from '../../auth';
import { meQueryKey } from '../../../lib/session/me';
import { createQueryClient } from '../../../lib/query-client';
import { client } from '../../../test/fixtures';
import {
  appConfig,
  FakeXhr,
  mediaItem,
  mediaPage,
  mockFetchWithQuery,
} from '../../../test/media-fixtures';
import { renderRoutes } from '../../../test/render';
import { CommentAttachments } from './comment-attachments';
import { CommentComposer } from './comment-composer';

const earlier = mediaItem({ id: 5, title: 'Front squat', type: 'video', thumb: '/u/5-thumb.webp' });

function renderWithClient(element: React.ReactElement) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, client());
  queryClient.setQueryData(configQueryOptions().queryKey, appConfig);
  return renderRoutes([{ path: '*', element }], { queryClient });
}

beforeEach(() => {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe("the client's comment composer", () => {
  it('uploads a photo to My Library (no product tab) and sends it with the comment', async () => {
    const { calls } = mockFetchWithQuery({
      'GET media/fetch': () => ({ body: mediaPage([earlier]) }),
    });
    const onSend = vi.fn();
    const user = userEvent.setup();
    renderWithClient(
      <CommentComposer label="Your comment" sendLabel="Send" uploadOnly onSend={onSend} />,
    );

    await user.click(screen.getByRole('button', { name: 'Attach a photo or video' }));
    const modal = await screen.findByRole('dialog', { name: 'Upload resources' });
    expect(await within(modal).findByText('Front squat')).toBeInTheDocument();
    expect(within(modal).queryByRole('tab')).not.toBeInTheDocument();
    // Only the client's own library is read: never the product's or the partner's.
    const owners = calls.filter((call) => call.path === 'media/fetch');
    expect(owners.map((call) => call.query.get('owner'))).toEqual(['current']);

    await user.upload(
      modal.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['png'], 'bar-path.png', { type: 'image/png' }),
    );
    expect(FakeXhr.last.url).toContain('/api/media');
    FakeXhr.last.respond(
      200,
      mediaItem({ id: 90, title: 'bar-path', type: 'image', thumb: '/u/90-thumb.webp' }),
    );
    await within(modal).findByText('Uploading file: bar-path.png uploaded.');
    await user.click(within(modal).getByRole('button', { name: 'Done' }));

    expect(await screen.findByRole('button', { name: 'Remove bar-path' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith({
      body: '',
      media_ids: [90],
      client_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('says when more than 10 are attached, and does not send', async () => {
    const many = Array.from({ length: 11 }, (_, index) =>
      mediaItem({ id: 200 + index, title: `Photo ${index}`, type: 'image' }),
    );
    mockFetchWithQuery({ 'GET media/fetch': () => ({ body: mediaPage(many) }) });
    const onSend = vi.fn();
    const user = userEvent.setup();
    renderWithClient(
      <CommentComposer label="Your comment" sendLabel="Send" uploadOnly onSend={onSend} />,
    );
    await user.click(screen.getByRole('button', { name: 'Attach a photo or video' }));
    const modal = await screen.findByRole('dialog', { name: 'Upload resources' });
    await within(modal).findByText('Photo 10');
    // Eleven ticks at once (a person clicking each is slow to replay).
    for (const item of many) {
      fireEvent.click(within(modal).getByRole('checkbox', { name: `Select ${item.title}` }));
    }
    await user.click(within(modal).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Attach at most 10 files.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});

describe("a comment's attachments", () => {
  it('opens a photo in the lightbox', async () => {
    const media: Comment['media'] = [
      {
        id: 90,
        type: 'image',
        title: 'bar-path',
        thumb: '/u/90-thumb.webp',
        src: '/u/90.png',
        stream_src: null,
      },
    ];
    const user = userEvent.setup();
    renderWithClient(<CommentAttachments media={media} />);
    await user.click(screen.getByRole('button', { name: 'Open bar-path' }));
    const lightbox = await screen.findByRole('dialog', { name: 'bar-path' });
    expect(within(lightbox).getByRole('img', { name: 'bar-path' })).toHaveAttribute(
      'src',
      '/u/90.png',
    );
  });
});
