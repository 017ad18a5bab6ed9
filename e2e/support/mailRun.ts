import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/*
 * The browser run's mail (issue 31's story: the deposit invoice "caught by the test's SMTP server"): the global setup
 * starts a real SMTP server, the e2e server sends through it (SMTP_URL), and each mail it accepts is written, parsed,
 * as a JSON file in the run's directory, where the tests' workers (other processes) read it. The dev outbox still
 * lists every mail queued, sent or not, for the tests that read links from it.
 */

/** The SMTP server listens 2000 above the product's port (3100 -> 5100), beside the Stripe stand-in's 1000. */
export const smtpPort = (productPort: number) => productPort + 2000;

/** Where the run's caught mails are kept: beside its data directory, inherited by the workers. */
export const mailDir = () => path.join(path.dirname(String(process.env.E2E_DATA_DIR)), 'mail');

/** One mail as the SMTP server received it. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  attachments: string[];
}

/** Starts the run's SMTP server; answers how to stop it. */
export async function startMailCatcher(port: number): Promise<() => Promise<void>> {
  const dir = mailDir();
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
            a.value.map((v) => v.address ?? ''),
          );
          const caught: CaughtMail = {
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            attachments: mail.attachments.map((a) => a.filename ?? ''),
          };
          count += 1;
          fs.writeFileSync(path.join(dir, `${String(Date.now())}-${String(count)}.json`), JSON.stringify(caught));
          callback();
        },
        (err: unknown) => {
          callback(err instanceof Error ? err : new Error(String(err)));
        },
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });
}

/** Every mail the run's SMTP server has accepted, oldest first. */
export function caughtMails(): CaughtMail[] {
  const dir = mailDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CaughtMail);
}
