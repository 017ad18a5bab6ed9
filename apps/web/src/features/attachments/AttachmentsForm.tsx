import { ACCEPT_ATTRIBUTE, ALLOWED_TYPE_NAMES, documentMessages, formatBytes } from '@consent/domain';
import { useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import { ApiError } from '../../api';
import { useAttachments, useDocumentCalls, useRefreshAttachments, type AttachmentList } from '../../api/documents';
import { LoadProblem, Loading } from '../../ui/Status';
import { Button } from '../../ui/Button';
import { FormSection } from '../../forms/FormSection';
import { useWizardForm, type WizardFormProps } from '../../forms/formRegistry';
import { DocumentList } from './DocumentList';
import { FileQueue } from './FileQueue';
import { useUploadQueue } from './useUploadQueue';

const ID = 'attachments';
const FILE_INPUT_ID = `${ID}-files`;

/** File Attachments (spec point 2, step 15): several files at once, each with its type, progress, cancel and retry. */
export default function AttachmentsForm(props: WizardFormProps) {
  const list = useAttachments(props.appId);
  if (list.isPending) return <Loading>Loading your documents…</Loading>;
  if (list.isError) return <LoadProblem message={list.error.message} onRetry={() => void list.refetch()} />;
  return <Attachments {...props} list={list.data} />;
}

function Attachments({ appId, form, title, isFirst, list }: WizardFormProps & { list: AttachmentList }) {
  const calls = useDocumentCalls();
  const refresh = useRefreshAttachments(appId);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const announce = useCallback((text: string) => {
    setAnnouncement(text);
  }, []);
  const stored = useCallback(
    (name: string) => {
      announce(`${name} uploaded.`);
      void refresh();
    },
    [announce, refresh],
  );
  const queue = useUploadQueue(appId, list.maxFileBytes, stored, announce);

  const { recheck } = useWizardForm(form, {
    validate: (mode) => {
      const problems: { message: string }[] = [];
      if (queue.items.some((i) => i.status === 'uploading'))
        problems.push({ message: 'Wait until your files have finished uploading.' });
      else if (queue.items.some((i) => i.status === 'ready'))
        problems.push({ message: 'Upload the files you chose, or remove them.' });
      if (mode === 'all')
        for (const t of list.missing) problems.push({ message: documentMessages.documentMissing(t.name) });
      return problems.map((p) => ({ message: p.message, fieldId: FILE_INPUT_ID }));
    },
    save: async (mode) => {
      try {
        await calls.saveHasUpFiles(appId, mode);
        return [];
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return error.problems.map((d) => ({ message: d.message, fieldId: FILE_INPUT_ID }));
      }
    },
    // A missing document is added through the file chooser.
    show: (problems) => problems.map((p) => ({ message: p.message, fieldId: FILE_INPUT_ID })),
  });

  // A document uploaded (or one still on its way) can answer what the error summary listed: it is checked again.
  const progress = `${list.missing.map((t) => t.id).join()}|${queue.items.map((i) => i.status).join()}`;
  useEffect(() => {
    recheck();
  }, [progress, recheck]);

  const defaultType = list.missing[0] ? String(list.missing[0].id) : '';
  const addFiles = (files: FileList | null) => {
    if (files?.length) queue.add([...files], defaultType);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };

  return (
    <FormSection id={ID} title={title} isFirst={isFirst}>
      <h2 className="heading-m" id={`${ID}-missing-title`}>
        Still needed
      </h2>
      {list.missing.length ? (
        <ul className="attachments-missing" aria-labelledby={`${ID}-missing-title`}>
          {list.missing.map((t) => (
            <li key={t.id}>
              <strong>{t.name}</strong>: {t.hint}
            </li>
          ))}
        </ul>
      ) : (
        <p>Every required document has been uploaded. You can add others that support the application.</p>
      )}

      <h2 className="heading-m">Add documents</h2>
      <div
        className={dragging ? 'drop-zone drop-zone--active' : 'drop-zone'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => {
          setDragging(false);
        }}
        onDrop={onDrop}
      >
        <label className="field__label" htmlFor={FILE_INPUT_ID}>
          Choose files
        </label>
        <p className="field__hint" id={`${FILE_INPUT_ID}-hint`}>
          You can choose several files at once, or drag them here. Each file must be a {ALLOWED_TYPE_NAMES} file of{' '}
          {formatBytes(list.maxFileBytes)} or less.
        </p>
        <input
          ref={input}
          id={FILE_INPUT_ID}
          className="file-input"
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          aria-describedby={`${FILE_INPUT_ID}-hint`}
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = '';
          }}
        />
      </div>

      <FileQueue
        items={queue.items}
        documentTypes={list.documentTypes}
        onType={queue.setType}
        onUpload={queue.start}
        onCancel={queue.cancel}
        onRemove={queue.remove}
      />
      {queue.items.filter((i) => i.status === 'ready').length > 1 ? (
        <Button variant="secondary" onClick={queue.startAll}>
          Upload all files
        </Button>
      ) : null}

      <h2 className="heading-m">Uploaded documents</h2>
      <DocumentList
        appId={appId}
        documents={list.documents}
        onDeleted={(name) => {
          announce(`${name} deleted.`);
          void refresh();
        }}
      />
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </FormSection>
  );
}
