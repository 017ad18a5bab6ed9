import type nodemailerType from 'nodemailer';
import { onFirstUse } from '../../firstUse.js';
import type { OutboxRow } from './repo.js';
import type { SendMail } from './worker.js';

const nodemailer = onFirstUse<typeof nodemailerType>('nodemailer');

/**
 * Sends through the SMTP server named by SMTP_URL (smtp://user:pass@host:587, smtps://… for implicit TLS).
 * The Message-ID comes from the outbox row, so a receiver can recognise a retried mail as the same one.
 */
export function smtpSender(smtpUrl: string, from: string): SendMail {
  const transport = nodemailer().createTransport(smtpUrl);
  const domain = from.replace(/^.*@/, '').replace(/>.*$/, '') || 'localhost';
  return async (mail: OutboxRow) => {
    await transport.sendMail({
      from,
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody,
      attachments: mail.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.content,
      })),
      messageId: `<outbox-${mail.id}-${mail.createdAt.getTime()}@${domain}>`,
    });
  };
}
