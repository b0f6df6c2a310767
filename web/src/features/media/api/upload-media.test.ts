import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { storageKeys } from '../../../lib/storage-keys';
import { FakeXhr, mediaItem } from '../../../test/media-fixtures';
import { uploadMedia, UploadTimeoutError } from './upload-media';

beforeEach(() => {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const file = () => new File(['data'], 'clip.mp4', { type: 'video/mp4' });

describe('POST media (multipart upload)', () => {
  it('sends the file with the API headers, reports progress and resolves with the item', async () => {
    localStorage.setItem(storageKeys.accessToken, 'tok');
    const progress: number[] = [];
    const done = uploadMedia({ file: file(), scope: 'race', onProgress: (f) => progress.push(f) });
    const xhr = FakeXhr.last;
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    expect(xhr.headers['API-Version']).toBe('3');
    expect(xhr.headers['Client-Timezone']).toBeTruthy();
    expect(xhr.timeout).toBe(0);
    expect(new URL(xhr.url).searchParams.get('scope')).toBe('race');
    expect(xhr.body!.get('scope')).toBe('race');
    xhr.progress(0.25);
    const item = mediaItem({ id: 5 });
    xhr.respond(201, item);
    await expect(done).resolves.toEqual(item);
    expect(progress).toEqual([0.25, 1]);
  });

  it('rejects with an AbortError when cancelled', async () => {
    const controller = new AbortController();
    const done = uploadMedia({ file: file(), scope: 'user', signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last.aborted).toBe(true);
  });

  it('reads a storage XML error message, and a 504 as a timeout', async () => {
    const failed = uploadMedia({ file: file(), scope: 'user' });
    FakeXhr.last.respond(
      403,
      '<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
    );
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toMatchObject({ message: 'Access Denied', status: 403 });

    const slow = uploadMedia({ file: file(), scope: 'user' });
    FakeXhr.last.respond(504, '');
    await expect(slow).rejects.toBeInstanceOf(UploadTimeoutError);
  });
});
