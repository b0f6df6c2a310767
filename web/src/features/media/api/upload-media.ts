import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_VERSION } from '@forma/contract/common/api';
import { pathOf } from '@forma/contract/common/endpoint';
import { uploadMediaEndpoint } from '@forma/contract/media/media.endpoints';
import type { MediaItem, MediaScope } from '@forma/contract/media/media.schemas';
import { ApiError, authHeader, type ApiErrorBody } from '../../../lib/api-client';
import { failureMessages } from '../../../lib/messages';
import { refreshMediaLists } from './fetch-media';

export type UploadMediaInput = {
  file: File;
  scope: MediaScope;
  /** Share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/** The server or a proxy gave up waiting (408, 504) or the connection timed out. */
export class UploadTimeoutError extends Error {
  constructor() {
    super('Upload timed out');
    this.name = 'UploadTimeoutError';
  }
}

const TIMEOUT_STATUSES = new Set([408, 504]);

/**
 * POST media, multipart field `file` (spec 7, 8). XMLHttpRequest rather than fetch, for the upload
 * progress; no time-out of our own (spec 9). Aborting rejects with an AbortError, which callers
 * treat as silent (spec 8: cancelled uploads are silent).
 */
export function uploadMedia({ file, scope, onProgress, signal }: UploadMediaInput) {
  return new Promise<MediaItem>((resolve, reject) => {
    const abortError = () => new DOMException('Upload cancelled', 'AbortError');
    if (signal?.aborted) return reject(abortError());

    const xhr = new XMLHttpRequest();
    const url = new URL(`/api${pathOf(uploadMediaEndpoint)}`, window.location.origin);
    url.searchParams.set('scope', scope);
    xhr.open('POST', url.toString());
    xhr.timeout = 0;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('API-Version', String(API_VERSION));
    xhr.setRequestHeader('Client-Timezone', Intl.DateTimeFormat().resolvedOptions().timeZone);
    const auth = authHeader();
    if (auth) xhr.setRequestHeader('Authorization', auth);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as MediaItem);
      } else if (TIMEOUT_STATUSES.has(xhr.status)) {
        reject(new UploadTimeoutError());
      } else {
        reject(
          new ApiError(
            xhr.status,
            body && typeof body === 'object' ? (body as ApiErrorBody) : null,
            storageErrorMessage(xhr.responseText) ??
              failureMessages.requestFailedWithStatus(xhr.status),
          ),
        );
      }
    };
    xhr.onerror = () => reject(new Error(failureMessages.requestFailed));
    xhr.ontimeout = () => reject(new UploadTimeoutError());
    xhr.onabort = () => reject(abortError());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('scope', scope);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Spec 8: an XML storage error (S3 style) shows its Message text. */
function storageErrorMessage(text: string): string | null {
  const match = /<Message>([\s\S]*?)<\/Message>/.exec(text);
  return match?.[1]?.trim() || null;
}

/** The upload as a mutation: one call per file, each with its own progress and abort signal. */
export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMedia,
    onSuccess: () => refreshMediaLists(queryClient),
  });
}
