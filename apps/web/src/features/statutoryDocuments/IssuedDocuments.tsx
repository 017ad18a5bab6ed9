import { statutoryDocumentUrl, useStatutoryDocuments } from '../../api/statutoryDocuments';

const NZ_DATE = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'long', year: 'numeric' });

/** The statutory documents the council issued (issue 32.1: the building consent in form 5), to download as issued. */
export function IssuedDocuments({ appId }: { appId: number }) {
  const issued = useStatutoryDocuments(appId);
  const documents = issued.data?.documents ?? [];
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="issued-documents-heading">
      <h3 id="issued-documents-heading" className="heading-s">
        Issued documents
      </h3>
      <ul>
        {documents.map((d) => (
          <li key={d.id}>
            <a href={statutoryDocumentUrl(appId, d.id)} download>
              {d.title} (PDF)
            </a>{' '}
            issued {NZ_DATE.format(new Date(d.issuedAt))}
          </li>
        ))}
      </ul>
    </section>
  );
}
