import { useEffect, useRef, useState } from 'react';
import type { StatutoryDocumentKind } from '@consent/domain';
import { previewBuildingConsent } from '../../api/statutoryDocuments';

/**
 * "Preview the building consent": the officer sees form 5 as the grant would issue it with what the dialog holds
 * now (issue 32.1), before confirming. The PDF opens from a link, which takes the focus once it is ready.
 */
export function ConsentPreview({
  appId,
  details,
  document,
  name = 'building consent',
}: {
  appId: number;
  details: () => unknown;
  /** Which of the grant's documents, when it issues more than one; and what the officer calls it. */
  document?: StatutoryDocumentKind;
  name?: string;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (url) link.current?.focus();
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [url]);

  async function preview() {
    setBusy(true);
    setProblem(null);
    try {
      setUrl(URL.createObjectURL(await previewBuildingConsent(appId, details(), document)));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="consent-preview">
      <button type="button" className="button button--secondary" disabled={busy} onClick={() => void preview()}>
        {busy ? 'Preparing the preview…' : `Preview the ${name}`}
      </button>
      {url ? (
        <p>
          <a ref={link} href={url} target="_blank" rel="noreferrer">
            Open the {name} preview (PDF)
          </a>
        </p>
      ) : null}
      {problem ? <p role="alert">{problem}</p> : null}
    </div>
  );
}
