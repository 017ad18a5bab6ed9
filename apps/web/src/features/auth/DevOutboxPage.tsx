import { useDevOutbox } from '../../api';
import { PageHeading } from '../../ui/PageHeading';
import { Loading } from '../../ui/Status';

/**
 * Development only: the mails the server has queued, for running without a mail server (no SMTP_URL).
 * The server answers 404 in production, and the page says the outbox is off.
 */
export default function DevOutboxPage() {
  const outbox = useDevOutbox();
  return (
    <div>
      <PageHeading>Dev outbox</PageHeading>
      {outbox.isPending ? <Loading>Loading mails</Loading> : null}
      {outbox.isError ? <p>The dev outbox is off on this server.</p> : null}
      {outbox.data?.length === 0 ? <p>No mails yet.</p> : null}
      {outbox.data?.map((mail) => (
        <article key={mail.id} aria-labelledby={`mail-${mail.id}`}>
          <h2 id={`mail-${mail.id}`} className="heading-m">
            {mail.subject}
          </h2>
          <p>
            To {mail.to}, {new Date(mail.createdAt).toLocaleString('en-NZ')}, {mail.sentAt ? 'sent' : 'not sent'}
          </p>
          <pre style={{ whiteSpace: 'pre-wrap' }}>{mail.text}</pre>
          {[...mail.text.matchAll(/https?:\/\/\S+/g)].map(([url]) => (
            <p key={url}>
              <a href={url}>Open link: {new URL(url).pathname}</a>
            </p>
          ))}
        </article>
      ))}
    </div>
  );
}
