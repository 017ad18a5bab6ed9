import { defined, formatBytes, type DocumentItem } from '@consent/domain';
import { useState } from 'react';
import { failureMessage } from '../../api';
import { useDocumentCalls } from '../../api/documents';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';

interface DocumentListProps {
  appId: number;
  documents: DocumentItem[];
  /** Null when the application is read-only. */
  onDeleted: ((name: string) => void) | null;
}

/** The stored documents: each downloadable, and deletable after a confirmation. */
export function DocumentList({ appId, documents, onDeleted }: DocumentListProps) {
  const calls = useDocumentCalls();
  const [deleting, setDeleting] = useState<DocumentItem | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState('');

  if (documents.length === 0) return <p>No documents uploaded yet.</p>;

  async function confirmDelete() {
    const document = defined(deleting, 'the document being deleted');
    setPending(true);
    setProblem('');
    try {
      await calls.remove(appId, document.id);
      setDeleting(null);
      onDeleted?.(document.originalName);
    } catch (error) {
      setProblem(failureMessage(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <ul className="document-list" aria-label="Uploaded documents">
        {documents.map((d) => (
          <li key={d.id} className="document-list__item">
            <div>
              <a href={calls.downloadUrl(appId, d.id)} download={d.originalName}>
                {d.originalName}
              </a>
              <p className="document-list__meta">
                {d.documentTypeName} · {formatBytes(d.size)}
              </p>
            </div>
            {onDeleted ? (
              <Button
                variant="secondary"
                onClick={() => {
                  setDeleting(d);
                }}
              >
                Delete<span className="visually-hidden"> {d.originalName}</span>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <Dialog
        title="Delete this document?"
        isOpen={deleting !== null}
        onClose={() => {
          setDeleting(null);
        }}
      >
        <p>{deleting ? `“${deleting.originalName}” will be deleted from this application.` : ''}</p>
        {problem ? (
          <p className="problem" role="alert">
            {problem}
          </p>
        ) : null}
        <DialogActions>
          <Button onClick={() => void confirmDelete()} pending={pending}>
            Yes, delete
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setDeleting(null);
            }}
          >
            No, keep it
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
