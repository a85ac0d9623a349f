/**
 * The development mailbox (`OTP_DELIVERY=outbox` without `SMTP_URL`, never in production, this
 * machine's clients only): the booking e-mails the server sent, newest first, as JSON and as a
 * small page, each attachment a download (server/modules/notifications/devRoutes.ts).
 */
import { z } from 'zod';
import { successEnvelope } from './envelope';
import { text } from './text';

export const MAILBOX_PATH = '/api/dev/mailbox';
/** The mailbox as a page a developer reads in the browser. */
export const MAILBOX_PAGE_PATH = '/dev/mailbox';
/** One attachment of one mail: `/api/dev/mailbox/{id}/{filename}`. */
export const mailboxAttachmentPath = (id: number, filename: string) => `${MAILBOX_PATH}/${id}/${encodeURIComponent(filename)}`;

/** GET /api/dev/mailbox `?to=`: only the mails sent to this address. */
export const mailboxQuery = z.object({ to: text(254).optional() });
export const mailboxAttachmentParams = z.object({ id: z.coerce.number().int().min(1), filename: text(200) });

export const mailboxEntry = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), bytes: z.number().int(), url: z.string() })),
  sentAt: z.string(),
});
export type MailboxEntry = z.infer<typeof mailboxEntry>;
export const mailboxResponse = successEnvelope(z.array(mailboxEntry));
