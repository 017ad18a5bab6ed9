import { documentMessages } from '@consent/domain';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../api';
import { uploadDocument, type UploadHandle } from '../../api/documents';
import { refusalOf } from './checkFile';

type QueueStatus = 'checking' | 'refused' | 'ready' | 'uploading' | 'failed' | 'cancelled';

export interface QueuedFile {
  key: number;
  file: File;
  documentTypeId: string;
  /** The type was chosen for the applicant (the first document still needed) and they have not changed it. */
  typeChosenForYou: boolean;
  status: QueueStatus;
  progress: number;
  message: string;
}

/**
 * The files chosen but not yet stored: each is checked, given a document type, uploaded with its own
 * progress, and can be cancelled, retried or removed. A stored file leaves the queue (the list shows it).
 */
export function useUploadQueue(
  appId: number,
  maxBytes: number,
  onStored: (name: string) => void,
  announce: (text: string) => void,
) {
  const [items, setItems] = useState<QueuedFile[]>([]);
  const handles = useRef(new Map<number, UploadHandle>());
  const nextKey = useRef(1);
  const lastAnnounced = useRef(new Map<number, number>());

  const update = useCallback((key: number, change: Partial<QueuedFile>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback(
    (files: File[], defaultTypeId: string) => {
      const added = files.map((file) => ({
        key: nextKey.current++,
        file,
        documentTypeId: defaultTypeId,
        typeChosenForYou: defaultTypeId !== '',
        status: 'checking' as const,
        progress: 0,
        message: '',
      }));
      setItems((list) => [...list, ...added]);
      announce(
        `${added.length} ${added.length === 1 ? 'file' : 'files'} added. Choose what each document is, then upload.`,
      );
      for (const item of added) {
        void refusalOf(item.file, maxBytes).then((refusal) => {
          update(item.key, refusal ? { status: 'refused', message: refusal } : { status: 'ready' });
        });
      }
    },
    [announce, maxBytes, update],
  );

  const start = useCallback(
    (item: QueuedFile) => {
      if (!item.documentTypeId) {
        update(item.key, { message: documentMessages.documentTypeMissing });
        return;
      }
      update(item.key, { status: 'uploading', progress: 0, message: '' });
      lastAnnounced.current.set(item.key, 0);
      const handle = uploadDocument(appId, Number(item.documentTypeId), item.file, (fraction) => {
        update(item.key, { progress: fraction });
        // Announced in quarters, so a screen reader hears progress without a flood of updates.
        const quarter = Math.floor(fraction * 4) * 25;
        if (quarter > (lastAnnounced.current.get(item.key) ?? 0) && quarter < 100) {
          lastAnnounced.current.set(item.key, quarter);
          announce(`${item.file.name}: ${quarter}% uploaded`);
        }
      });
      handles.current.set(item.key, handle);
      handle.done
        .then(() => {
          setItems((list) => list.filter((i) => i.key !== item.key));
          onStored(item.file.name);
        })
        .catch((error: unknown) => {
          const cancelled = error instanceof ApiError && error.message === 'cancelled';
          const message = cancelled
            ? documentMessages.uploadCancelled(item.file.name)
            : error instanceof ApiError && error.status >= 400 && error.status < 500
              ? error.message
              : documentMessages.uploadFailed(item.file.name);
          // A file the server refused for its size or type will be refused again: it is not offered a retry.
          const refused =
            error instanceof ApiError && (error.status === 413 || error.status === 415 || error.status === 400);
          update(item.key, { status: cancelled ? 'cancelled' : refused ? 'refused' : 'failed', message });
          announce(message);
        })
        .finally(() => handles.current.delete(item.key));
    },
    [announce, appId, onStored, update],
  );

  return {
    items,
    add,
    start,
    startAll: () => {
      items.filter((i) => i.status === 'ready' || i.status === 'failed' || i.status === 'cancelled').forEach(start);
    },
    cancel: (key: number) => handles.current.get(key)?.cancel(),
    remove: (key: number) => {
      setItems((list) => list.filter((i) => i.key !== key));
    },
    setType: (key: number, documentTypeId: string) => {
      update(key, { documentTypeId, typeChosenForYou: false, message: '' });
    },
  };
}
