import {
  ACCEPT_ATTRIBUTE,
  defined,
  lifecycleMessages,
  type DocumentItem,
  type InformationAnswer,
  type InformationRequestView,
} from '@consent/domain';
import { useRef, useState, type SubmitEvent } from 'react';
import { ApiError } from '../../api';
import { uploadInformationDocument } from '../../api/documents';
import { useProvideInformation } from '../../api/lifecycle';
import { Button } from '../../ui/Button';
import { ErrorSummary, type SummaryError } from '../../ui/ErrorSummary';
import { FieldShell, describedBy } from '../../ui/Field';

const textId = (item: number) => `information-${item}-text`;
const filesId = (item: number) => `information-${item}-files`;

interface ItemDraft {
  text: string;
  files: File[];
}

/**
 * The council's open request for further information, each item answered with text and/or uploads (issue 18
 * point 5). Files are uploaded when the answers are sent, then named in the answer; a file already uploaded in a
 * failed attempt is not sent again. What the applicant typed and chose stays on the page whatever goes wrong.
 */
export function InformationRequestForm({ appId, request }: { appId: number; request: InformationRequestView }) {
  const [drafts, setDrafts] = useState<ItemDraft[]>(() => request.items.map(() => ({ text: '', files: [] })));
  const [errors, setErrors] = useState<{ list: SummaryError[]; attempt: number }>({ list: [], attempt: 0 });
  const [uploading, setUploading] = useState(false);
  const uploaded = useRef(new Map<File, DocumentItem>());
  const provide = useProvideInformation(appId);

  const change = (item: number, patch: Partial<ItemDraft>) => {
    setDrafts((all) => all.map((d, i) => (i === item ? { ...d, ...patch } : d)));
  };
  const refuse = (list: SummaryError[]) => {
    setErrors((e) => ({ list, attempt: e.attempt + 1 }));
  };
  const errorFor = (fieldId: string) => errors.list.find((e) => e.fieldId === fieldId)?.message;
  // One draft per item, made from the same list when the form mounted.
  const itemDrafts = request.items.map((item, i) => ({
    item,
    draft: defined(drafts[i], `the draft answer to item ${i + 1}`),
  }));

  async function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const empty = drafts.flatMap((d, i) =>
      d.text.trim() || d.files.length
        ? []
        : [{ fieldId: textId(i), message: `Item ${i + 1}: ${lifecycleMessages.answerEmpty}` }],
    );
    if (empty.length) {
      refuse(empty);
      return;
    }
    setUploading(true);
    const failed: SummaryError[] = [];
    for (const [i, draft] of drafts.entries()) {
      for (const file of draft.files) {
        if (uploaded.current.has(file)) continue;
        try {
          uploaded.current.set(file, await uploadInformationDocument(appId, file).done);
        } catch (err) {
          failed.push({
            fieldId: filesId(i),
            message: `Item ${i + 1}: ${err instanceof ApiError ? err.message : String(err)}`,
          });
        }
      }
    }
    setUploading(false);
    if (failed.length) {
      refuse(failed);
      return;
    }
    const answers: InformationAnswer[] = drafts.map((d, item) => ({
      item,
      ...(d.text.trim() ? { text: d.text.trim() } : {}),
      ...(d.files.length
        ? { documentIds: d.files.map((f) => defined(uploaded.current.get(f), 'the uploaded file').id) }
        : {}),
    }));
    provide.mutate(answers, {
      onError: (err) => {
        refuse([{ message: err.message }]);
      },
    });
  }

  return (
    <form
      onSubmit={(event) => {
        void send(event);
      }}
      noValidate
      aria-labelledby="information-heading"
    >
      <ErrorSummary errors={errors.list} attempt={errors.attempt} />
      <h3 id="information-heading" className="heading-s">
        The council has asked for more information
      </h3>
      <p>
        Answer each item with text, files, or both, then send your answers. The council&apos;s clock is stopped until
        you do.
      </p>
      {itemDrafts.map(({ item, draft }, i) => (
        <fieldset key={i} className="information-item">
          <legend className="information-item__legend">
            Item {i + 1}: {item.text}
          </legend>
          {item.page || item.documentType ? (
            <p className="field__hint">About: {[item.page, item.documentType].filter(Boolean).join(', ')}</p>
          ) : null}
          <FieldShell id={textId(i)} label={`Your answer to item ${i + 1}`} error={errorFor(textId(i))}>
            <textarea
              id={textId(i)}
              className={errorFor(textId(i)) ? 'textarea input--error' : 'textarea'}
              rows={4}
              value={draft.text}
              aria-invalid={errorFor(textId(i)) ? true : undefined}
              aria-describedby={describedBy(textId(i), null, errorFor(textId(i)))}
              onChange={(e) => {
                change(i, { text: e.target.value });
              }}
            />
          </FieldShell>
          <FieldShell
            id={filesId(i)}
            label={`Files for item ${i + 1} (optional)`}
            hint="PDF, image, drawing or Office files; choose several at once if you need to."
            error={errorFor(filesId(i))}
          >
            <input
              id={filesId(i)}
              className="file-input"
              type="file"
              multiple
              accept={ACCEPT_ATTRIBUTE}
              aria-invalid={errorFor(filesId(i)) ? true : undefined}
              aria-describedby={describedBy(filesId(i), true, errorFor(filesId(i)))}
              onChange={(e) => {
                change(i, { files: Array.from(e.target.files ?? []) });
              }}
            />
          </FieldShell>
          {draft.files.length ? (
            <ul aria-label={`Files chosen for item ${i + 1}`}>
              {draft.files.map((f) => (
                <li key={`${f.name}-${f.size}`}>{f.name}</li>
              ))}
            </ul>
          ) : null}
        </fieldset>
      ))}
      <Button type="submit" pending={uploading || provide.isPending}>
        Send your answers
      </Button>
    </form>
  );
}
