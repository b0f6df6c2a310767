import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  MEDIA_MAX_UPLOAD_BYTES,
  type MediaItem,
  type MediaScope,
} from '@forma/contract/media/media.schemas';
import { UploadTimeoutError, useUploadMedia } from '../api/upload-media';
import { showAlert } from '../../../components/feedback/show-alert';
import { serverErrorMessage } from '../../../components/forms/server-errors';
import { mediaTexts, fileTooBigMessage, mediaMessages } from '../media.messages';

export type UploadStatus = 'uploading' | 'uploaded' | 'error' | 'timeout';

export type UploadEntry = {
  key: string;
  name: string;
  /** 0 to 1. */
  progress: number;
  status: UploadStatus;
  error: string | null;
};

/** Spec 9: an uploaded file's preview goes 3 s after success. */
export const UPLOADED_PREVIEW_MS = 3000;

let nextKey = 0;

/**
 * The upload previews of spec 2.13 and 4.9: one entry per file with its progress, then uploaded
 * (removed after 3 s), error or timeout. Oversize files are refused before sending (spec 5);
 * failures are error notices titled with the file name, cancelled uploads are silent (spec 8).
 * `target` travels with each file, so an item lands where its upload started.
 */
export function useMediaUploads<Target>(onUploaded: (item: MediaItem, target: Target) => void) {
  const upload = useUploadMedia();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const onUploadedRef = useRef(onUploaded);
  useLayoutEffect(() => {
    onUploadedRef.current = onUploaded;
  });

  const patch = useCallback(
    (key: string, change: Partial<UploadEntry>) =>
      setEntries((list) =>
        list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
      ),
    [],
  );
  const drop = useCallback(
    (key: string) => setEntries((list) => list.filter((entry) => entry.key !== key)),
    [],
  );

  const abortAll = useCallback(() => {
    for (const controller of controllers.current.values()) controller.abort();
    controllers.current.clear();
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
  }, []);
  useEffect(() => abortAll, [abortAll]);

  const { mutateAsync } = upload;
  const start = useCallback(
    (files: readonly File[], scope: MediaScope, target: Target) => {
      for (const file of files) {
        const key = `upload-${++nextKey}`;
        if (file.size > MEDIA_MAX_UPLOAD_BYTES) {
          const message = fileTooBigMessage(file.size);
          setEntries((list) => [
            ...list,
            { key, name: file.name, progress: 0, status: 'error', error: message },
          ]);
          showAlert('error', message, { title: file.name });
          continue;
        }
        const controller = new AbortController();
        controllers.current.set(key, controller);
        setEntries((list) => [
          ...list,
          { key, name: file.name, progress: 0, status: 'uploading', error: null },
        ]);
        mutateAsync({
          file,
          scope,
          signal: controller.signal,
          onProgress: (progress) => patch(key, { progress }),
        })
          .then((item) => {
            controllers.current.delete(key);
            patch(key, { status: 'uploaded', progress: 1 });
            timers.current.set(
              key,
              setTimeout(() => {
                timers.current.delete(key);
                drop(key);
              }, UPLOADED_PREVIEW_MS),
            );
            onUploadedRef.current(item, target);
          })
          .catch((error: unknown) => {
            controllers.current.delete(key);
            if (error instanceof DOMException && error.name === 'AbortError') return;
            if (error instanceof UploadTimeoutError) {
              patch(key, { status: 'timeout', error: mediaTexts.timeoutShort });
              showAlert('error', mediaMessages.timeout, { title: file.name });
              return;
            }
            const message = serverErrorMessage(error);
            patch(key, { status: 'error', error: message });
            showAlert('error', message, { title: file.name });
          });
      }
    },
    [mutateAsync, patch, drop],
  );

  const remove = useCallback(
    (key: string) => {
      controllers.current.get(key)?.abort();
      controllers.current.delete(key);
      const timer = timers.current.get(key);
      if (timer) clearTimeout(timer);
      timers.current.delete(key);
      drop(key);
    },
    [drop],
  );

  const busy = entries.some((entry) => entry.status === 'uploading');
  return { entries, start, remove, abortAll, busy };
}

export type MediaUploads<Target> = ReturnType<typeof useMediaUploads<Target>>;
