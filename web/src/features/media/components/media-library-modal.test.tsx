import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fileTooBigMessage,
  mediaMessages,
  type MediaItem,
} from '@forma/contract/media/media.schemas';
import type { MeResponse } from '@forma/contract/accounts/users.schemas';
import { configQueryOptions } from '../../auth';
import { meQueryKey } from '../../../lib/session/me';
import { createQueryClient } from '../../../lib/query-client';
import { storageKeys } from '../../../lib/storage-keys';
import { businessCoach } from '../../../test/fixtures';
import {
  appConfig,
  FakeXhr,
  mediaItem,
  mediaPage,
  mockFetchWithQuery as mockFetch,
  type QueryCall as MockCall,
} from '../../../test/media-fixtures';
import { renderRoutes } from '../../../test/render';
import { MediaLibraryModal, type MediaLibraryModalProps } from './media-library-modal';

const squat = mediaItem({ id: 1, title: 'Squat demo', type: 'video', duration: 75 });
const plan = mediaItem({ id: 2, title: 'Meal plan', type: 'other', caption: 'meal-plan.pdf' });
const bar = mediaItem({ id: 3, title: 'Barbell', type: 'image' });
const productVideo = mediaItem({ id: 50, title: 'Burpee', type: 'video', owner: 'product' });

type Options = { me?: MeResponse; partnerAccess?: boolean; library?: MediaItem[] };

function setUp(props: Partial<MediaLibraryModalProps> = {}, options: Options = {}) {
  const { me = businessCoach(), partnerAccess = false, library = [squat, plan, bar] } = options;
  const { calls } = mockFetch({
    'GET media/fetch': ({ query }: MockCall) => {
      const owner = query.get('owner');
      if (owner === 'partner' && query.get('per_page') === '1') {
        return { body: mediaPage([], { partnerAccess }) };
      }
      if (owner === 'product') return { body: mediaPage([productVideo]) };
      if (owner === 'partner') return { body: mediaPage([], { partnerAccess }) };
      return { body: mediaPage(library) };
    },
    'POST media': () => ({
      status: 201,
      body: mediaItem({
        id: 77,
        title: 'YouTube: Wall balls',
        type: 'video_link',
        provider: 'youtube',
        video_id: 'abc',
      }),
    }),
    'DELETE media/88': () => ({ status: 204 }),
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, me);
  queryClient.setQueryData(configQueryOptions().queryKey, appConfig);
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <MediaLibraryModal opened onClose={onClose} onSubmit={onSubmit} multiple {...props} />
        ),
      },
    ],
    { queryClient },
  );
  return { onSubmit, onClose, calls, user: userEvent.setup() };
}

const fetches = (calls: MockCall[], owner = 'current') =>
  calls.filter((call) => call.path === 'media/fetch' && call.query.get('owner') === owner);
const addButton = () => screen.getByRole('button', { name: 'Add resource' });
const footerCancel = () => screen.getAllByRole('button', { name: 'Cancel' })[0]!;

beforeEach(() => {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('media library modal: tabs and list', () => {
  it('opens on My Library with the product tab, lists files and asks for every type, newest first', async () => {
    const { calls } = setUp();
    expect(await screen.findByText('Squat demo')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Library' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Forma Library' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'HYROX' })).not.toBeInTheDocument();
    const query = fetches(calls)[0]!.query;
    expect(query.getAll('q[kind_in][]').sort()).toEqual(['image', 'other', 'video', 'video_link']);
    expect(query.get('q[s]')).toBe('created_at desc');
    expect(query.get('per_page')).toBe('15');
    // The partner probe: page 1, per_page 1.
    expect(fetches(calls, 'partner')[0]!.query.get('page')).toBe('1');
    // A file shows its caption; a video its duration.
    expect(screen.getByText('meal-plan.pdf')).toBeInTheDocument();
    expect(screen.getByText('1:15')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search…')).toBeInTheDocument();
    expect(screen.getByText('Upload from device')).toBeInTheDocument();
  });

  it('shows the partner tab, named after the partner, when the probe grants access', async () => {
    setUp({}, { partnerAccess: true });
    expect(await screen.findByRole('tab', { name: 'HYROX' })).toBeInTheDocument();
  });

  it('remembers the chosen tab; the product tab lists videos only, read-only, without filters', async () => {
    const { calls, user } = setUp();
    await screen.findByText('Squat demo');
    await user.click(screen.getByRole('tab', { name: 'Forma Library' }));
    expect(await screen.findByText('Burpee')).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.addMediaActiveTab)).toBe('product');
    expect(fetches(calls, 'product')[0]!.query.getAll('q[kind_in][]')).toEqual(['video']);
    expect(screen.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.queryByText('Upload from device')).not.toBeInTheDocument();
  });

  it('falls back to My Library when the remembered tab is not available', async () => {
    localStorage.setItem(storageKeys.addMediaActiveTab, 'partner');
    setUp();
    await screen.findByText('Squat demo');
    expect(screen.getByRole('tab', { name: 'My Library' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('searches after a 300 ms pause and sorts by File Name, toggling the direction', async () => {
    const { calls, user } = setUp();
    await screen.findByText('Squat demo');
    await user.type(screen.getByPlaceholderText('Search…'), '  squat ');
    await waitFor(() =>
      expect(fetches(calls).at(-1)!.query.get('q[title_cont_any]')).toBe('squat'),
    );
    await user.click(screen.getByRole('button', { name: 'File Name' }));
    await waitFor(() => expect(fetches(calls).at(-1)!.query.get('q[s]')).toBe('title asc'));
    await user.click(screen.getByRole('button', { name: 'File Name' }));
    await waitFor(() => expect(fetches(calls).at(-1)!.query.get('q[s]')).toBe('title desc'));
  });

  it('filters by type and shows the active filter as a removable badge', async () => {
    const { calls, user } = setUp();
    await screen.findByText('Squat demo');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Video link' }));
    await waitFor(() =>
      expect(fetches(calls).at(-1)!.query.getAll('q[kind_in][]')).toEqual(['video_link']),
    );
    await user.click(screen.getByRole('button', { name: 'Remove filter Video link' }));
    await waitFor(() =>
      expect(fetches(calls).at(-1)!.query.getAll('q[kind_in][]')).toHaveLength(4),
    );
  });
});

describe('media library modal: selection', () => {
  it('returns the checked items in multiple mode and closes', async () => {
    const { onSubmit, onClose, user } = setUp();
    await screen.findByText('Squat demo');
    expect(addButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Barbell' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Squat demo' }));
    await user.click(addButton());
    expect(onSubmit).toHaveBeenCalledWith([bar, squat]);
    expect(onClose).toHaveBeenCalled();
  });

  it('starts from the initial selection', async () => {
    const { onSubmit, user } = setUp({ initialSelection: [plan] });
    await screen.findByText('Squat demo');
    expect(screen.getByRole('checkbox', { name: 'Select Meal plan' })).toBeChecked();
    await user.click(addButton());
    expect(onSubmit).toHaveBeenCalledWith([plan]);
  });

  it('uses radios in single mode, a new choice replacing the old', async () => {
    const { onSubmit, user } = setUp({ multiple: false });
    await screen.findByText('Squat demo');
    await user.click(screen.getByRole('radio', { name: 'Select Squat demo' }));
    await user.click(screen.getByRole('radio', { name: 'Select Barbell' }));
    expect(screen.getByRole('radio', { name: 'Select Squat demo' })).not.toBeChecked();
    await user.click(addButton());
    expect(onSubmit).toHaveBeenCalledWith([bar]);
  });

  it("refuses more than the limit with 'Maximum number of resources added'", async () => {
    const { onSubmit, user } = setUp({ limit: 2, initialSelection: [plan] });
    await screen.findByText('Squat demo');
    await user.click(screen.getByRole('checkbox', { name: 'Select Squat demo' }));
    expect(screen.queryByText(mediaMessages.resourceLimit)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Barbell' }));
    expect(screen.getByText('Maximum number of resources added')).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    await user.click(addButton());
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Barbell' }));
    expect(screen.queryByText(mediaMessages.resourceLimit)).not.toBeInTheDocument();
    expect(addButton()).toBeEnabled();
  });
});

describe('media library modal: closing', () => {
  it('closes at once when nothing changed', async () => {
    const { onClose, onSubmit, user } = setUp();
    await screen.findByText('Squat demo');
    await user.click(footerCancel());
    expect(onClose).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks before closing with unsaved changes; cancel keeps it open, confirm leaves without submitting', async () => {
    const { onClose, onSubmit, user } = setUp();
    await screen.findByText('Squat demo');
    await user.click(screen.getByRole('checkbox', { name: 'Select Barbell' }));
    await user.click(footerCancel());
    const confirm = await screen.findByText(
      'There are unsaved changes. Do you want to leave anyway?',
    );
    const dialog = confirm.closest('[role="dialog"]') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.queryByText(mediaMessages.unsavedChanges)).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('checkbox', { name: 'Select Barbell' })).toBeChecked();

    await user.click(footerCancel());
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(onClose).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes without asking when the warning is off', async () => {
    const { onClose, user } = setUp({ warnUnsaved: false });
    await screen.findByText('Squat demo');
    await user.click(screen.getByRole('checkbox', { name: 'Select Barbell' }));
    await user.click(footerCancel());
    expect(onClose).toHaveBeenCalled();
  });
});

describe('media library modal: adding media', () => {
  it('adds a video link with Enter, on top of the list, marked new and selected', async () => {
    const { calls, onSubmit, user } = setUp();
    await screen.findByText('Squat demo');
    const plus = screen.getByRole('button', { name: 'Add link' });
    expect(plus).toBeDisabled();
    await user.type(screen.getByLabelText('Add a video link'), 'https://youtu.be/abc{Enter}');
    expect(await screen.findByText('YouTube: Wall balls')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      media: { video_url: 'https://youtu.be/abc' },
      scope: 'user',
    });
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('YouTube: Wall balls')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('New')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select YouTube: Wall balls' })).toBeChecked();
    expect(screen.getByLabelText('Add a video link')).toHaveValue('');
    await user.click(addButton());
    expect(onSubmit.mock.calls[0]![0].map((item: MediaItem) => item.id)).toEqual([77]);
  });

  it('uploads dropped files with progress, selects the new item, and deletes it from list and selection', async () => {
    const { user, onSubmit } = setUp();
    await screen.findByText('Squat demo');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['png'], 'deadlift.png', { type: 'image/png' }));

    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toContain('/api/media');
    expect(xhr.headers['API-Version']).toBe('3');
    expect(xhr.timeout).toBe(0);
    expect((xhr.body!.get('file') as File).name).toBe('deadlift.png');
    expect(await screen.findByText('Uploading file: deadlift.png')).toBeInTheDocument();
    // Busy while uploading.
    await user.click(screen.getByRole('checkbox', { name: 'Select Barbell' }));
    expect(addButton()).toBeDisabled();

    xhr.progress(0.5);
    await waitFor(() =>
      expect(
        screen.getByRole('progressbar', { name: 'Uploading file: deadlift.png' }),
      ).toHaveAttribute('aria-valuenow', '50'),
    );
    xhr.respond(201, mediaItem({ id: 88, title: 'deadlift', type: 'image' }));
    expect(await screen.findByText('Uploading file: deadlift.png uploaded.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select deadlift' })).toBeChecked();
    expect(addButton()).toBeEnabled();
    // Only the new item has a trash button.
    expect(screen.queryByRole('button', { name: 'Delete Barbell' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete deadlift' }));
    await waitFor(() => expect(screen.queryByText('deadlift')).not.toBeInTheDocument());
    await user.click(addButton());
    expect(onSubmit).toHaveBeenCalledWith([bar]);
  });

  it('refuses a file over 500 MB before sending it', async () => {
    const { user } = setUp();
    await screen.findByText('Squat demo');
    const big = new File(['x'], 'marathon.mov', { type: 'video/quicktime' });
    Object.defineProperty(big, 'size', { value: 600 * 1024 * 1024 });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, big);
    expect(
      (await screen.findAllByText(fileTooBigMessage(600 * 1024 * 1024))).length,
    ).toBeGreaterThan(0);
    expect(
      screen.getByText('File is too big (600Mb). Max filesize: 500Mb.', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('shows a failed upload as an error titled with the file name, and a timeout as a timeout', async () => {
    const { user } = setUp();
    await screen.findByText('Squat demo');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['exe'], 'tool.png', { type: 'image/png' }));
    FakeXhr.last.respond(422, { errors: { file: [mediaMessages.forbiddenType] } });
    expect((await screen.findAllByText(mediaMessages.forbiddenType)).length).toBe(2);
    expect(screen.getByText('tool.png')).toBeInTheDocument();

    await user.upload(input, new File(['mp4'], 'long.mp4', { type: 'video/mp4' }));
    FakeXhr.last.respond(504, '');
    expect(await screen.findByText('Timeout error')).toBeInTheDocument();
    expect(screen.getByText(mediaMessages.timeout)).toBeInTheDocument();
  });

  it('cancels an upload silently when its preview is removed', async () => {
    const { user } = setUp();
    await screen.findByText('Squat demo');
    await user.upload(
      document.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['mp4'], 'clip.mp4', { type: 'video/mp4' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove clip.mp4' }));
    expect(FakeXhr.last.aborted).toBe(true);
    expect(screen.queryByText('Uploading file: clip.mp4')).not.toBeInTheDocument();
    expect(addButton()).toBeDisabled();
  });
});

describe('media library modal: upload-only mode', () => {
  it("has no search, filters or product tab, offers trash on every item and returns the uploads with 'Done'", async () => {
    const { user, onSubmit } = setUp({ uploadOnly: true });
    await screen.findByText('Squat demo');
    expect(screen.queryByPlaceholderText('Search…')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Forma Library' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add resource' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Barbell' })).toBeInTheDocument();
    await user.upload(
      document.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['png'], 'row.png', { type: 'image/png' }),
    );
    FakeXhr.last.respond(201, mediaItem({ id: 90, title: 'row', type: 'image' }));
    await screen.findByText('Uploading file: row.png uploaded.');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onSubmit.mock.calls[0]![0].map((item: MediaItem) => item.id)).toEqual([90]);
  });
});
