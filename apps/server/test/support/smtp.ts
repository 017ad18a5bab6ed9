import net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';
import { defined } from '@consent/domain';

/** A real SMTP server in the test process that keeps every mail it accepts, parsed. */
export interface MailCatcher {
  port: number;
  url: string;
  mails: ParsedMail[];
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Waits until a mail to `to` has arrived and returns the newest such mail. */
  waitForMail(to: string, predicate?: (mail: ParsedMail) => boolean): Promise<ParsedMail>;
}

/** A port nothing listens on yet, so a test can point the product at a mail server that is down. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) =>
    probe.close(() => {
      resolve();
    }),
  );
  return port;
}

export async function createMailCatcher(): Promise<MailCatcher> {
  const port = await freePort();
  const mails: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  const addressOf = (mail: ParsedMail) =>
    (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address));
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream).then(
            (mail) => {
              mails.push(mail);
              callback();
            },
            (err: unknown) => {
              callback(err instanceof Error ? err : new Error(String(err)));
            },
          );
        },
      });
      await new Promise<void>((resolve) => defined(server, 'server').listen(port, '127.0.0.1', resolve));
    },
    async stop() {
      await new Promise<void>((resolve) => {
        if (server)
          server.close(() => {
            resolve();
          });
        else resolve();
      });
      server = null;
    },
    async waitForMail(to, predicate = () => true) {
      return vi.waitFor(
        () => {
          const found = mails.filter((m) => addressOf(m).includes(to) && predicate(m)).at(-1);
          if (!found) throw new Error(`no mail to ${to} yet`);
          return found;
        },
        { timeout: 10_000, interval: 20 },
      );
    },
  };
}

/** The one link into the product a mail carries (its text part). */
export function linkIn(mail: ParsedMail, path: string): string {
  const match = (mail.text ?? '').match(new RegExp(`https?://\\S*${path.replace(/[/?]/g, '\\$&')}\\S*`));
  if (!match) throw new Error(`no ${path} link in ${mail.text}`);
  return match[0];
}
