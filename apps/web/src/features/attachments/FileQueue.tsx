import { formatBytes, type OfferedDocumentType } from '@consent/domain';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Field';
import type { QueuedFile } from './useUploadQueue';

interface FileQueueProps {
  items: QueuedFile[];
  documentTypes: OfferedDocumentType[];
  onType: (key: number, documentTypeId: string) => void;
  onUpload: (item: QueuedFile) => void;
  onCancel: (key: number) => void;
  onRemove: (key: number) => void;
}

/** The chosen files on their way: what each one is, its progress, and what can be done with it now. */
export function FileQueue({ items, documentTypes, onType, onUpload, onCancel, onRemove }: FileQueueProps) {
  if (items.length === 0) return null;
  return (
    <ul className="upload-queue" aria-label="Files to upload">
      {items.map((item) => {
        const id = `upload-${item.key}`;
        const busy = item.status === 'uploading';
        const percent = Math.round(item.progress * 100);
        return (
          <li key={item.key} className={`upload-queue__item upload-queue__item--${item.status}`}>
            <p className="upload-queue__name">
              <span>{item.file.name}</span> <span className="upload-queue__size">({formatBytes(item.file.size)})</span>
            </p>
            {item.status === 'refused' ? (
              <p className="problem" id={`${id}-problem`}>
                {item.message}
              </p>
            ) : (
              <>
                <SelectField
                  id={`${id}-type`}
                  label="What is this document?"
                  hint={
                    item.typeChosenForYou
                      ? 'We chose the first document still needed, not from the file itself or its name. Change it if this file is something else.'
                      : undefined
                  }
                  value={item.documentTypeId}
                  disabled={busy}
                  error={
                    item.status !== 'failed' && item.status !== 'cancelled' ? item.message || undefined : undefined
                  }
                  onChange={(event) => {
                    onType(item.key, event.target.value);
                  }}
                >
                  <option value="">Choose a document type</option>
                  {documentTypes.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name}
                      {t.required ? ' (required)' : ''}
                    </option>
                  ))}
                </SelectField>
                {busy ? (
                  <div className="upload-queue__progress">
                    <label htmlFor={`${id}-progress`}>Uploading: {percent}%</label>
                    <progress id={`${id}-progress`} max={100} value={percent}>
                      {percent}%
                    </progress>
                  </div>
                ) : null}
                {item.status === 'failed' || item.status === 'cancelled' ? (
                  <p className="problem">{item.message}</p>
                ) : null}
              </>
            )}
            <div className="button-group">
              {item.status === 'ready' ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    onUpload(item);
                  }}
                >
                  Upload<span className="visually-hidden"> {item.file.name}</span>
                </Button>
              ) : null}
              {item.status === 'failed' || item.status === 'cancelled' ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    onUpload(item);
                  }}
                >
                  Retry<span className="visually-hidden"> {item.file.name}</span>
                </Button>
              ) : null}
              {busy ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    onCancel(item.key);
                  }}
                >
                  Cancel<span className="visually-hidden"> the upload of {item.file.name}</span>
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  onClick={() => {
                    onRemove(item.key);
                  }}
                >
                  Remove<span className="visually-hidden"> {item.file.name} from the list</span>
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
