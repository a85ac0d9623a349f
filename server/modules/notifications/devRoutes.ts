import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { MAILBOX_PAGE_PATH, MAILBOX_PATH, mailboxAttachmentParams, mailboxAttachmentPath, mailboxQuery, type MailboxEntry } from '../../../contract/devMailbox';
import { brand } from '../../../domain/brand';
import type { KeptMail } from '../../adapters/mail';
import type { Outbox } from '../../adapters/notify';
import type { OtpMessage } from '../../adapters/notify/types';
import { notFound } from '../../http/apiError';
import { success } from '../../http/envelope';
import { localOnly } from '../../http/localOnly';
import type { NotificationService } from './service';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function entryOf(mail: KeptMail): MailboxEntry {
  return {
    id: mail.id,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    attachments: (mail.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, bytes: a.content.length, url: mailboxAttachmentPath(mail.id, a.filename) })),
    sentAt: mail.sentAt.toISOString(),
  };
}

/** The login codes the outbox kept, as the page's first section: a developer logging in looks here first. */
function loginCodesSection(codes: OtpMessage[]): string {
  const rows = codes.map((c) => {
    const where = c.channel === 'sms' ? `SMS to ${c.countryCode} ${c.to}` : `E-mail to ${c.to}`;
    const sentAt = c.sentAt.toISOString();
    return `<li><strong>${escapeHtml(c.otp)}</strong> · ${escapeHtml(where)} · <time datetime="${sentAt}">${sentAt}</time></li>`;
  });
  return [
    '<section aria-labelledby="login-codes"><h2 id="login-codes">Login codes</h2>',
    '<p>The one-time passwords this server sent, newest first (OTP_DELIVERY=outbox): no SMS or e-mail leaves this machine.</p>',
    rows.length ? `<ul>${rows.join('')}</ul>` : '<p>No login codes yet.</p>',
    '</section>',
  ].join('');
}

/** The mailbox as a page: the login codes, then each mail with its subject as a heading, its text as sent, and its attachments as links. */
function mailboxPage(entries: MailboxEntry[], to: string | undefined, codes: OtpMessage[] | undefined): string {
  const mails = entries.map((m) => {
    const files = m.attachments.map((a) => `<li><a href="${escapeHtml(a.url)}">${escapeHtml(a.filename)}</a> (${escapeHtml(a.contentType)}, ${Math.ceil(a.bytes / 1024)} KB)</li>`).join('');
    return [
      `<article aria-labelledby="mail-${m.id}">`,
      `<h3 id="mail-${m.id}">${escapeHtml(m.subject)}</h3>`,
      `<p>To: ${escapeHtml(m.to)} · Sent: <time datetime="${m.sentAt}">${m.sentAt}</time></p>`,
      `<pre>${escapeHtml(m.text)}</pre>`,
      files ? `<h4>Attachments</h4><ul>${files}</ul>` : '',
      '</article>',
    ].join('');
  });
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Development mailbox | ${escapeHtml(brand.name)}</title></head><body><main>`,
    '<h1>Development mailbox</h1>',
    codes ? loginCodesSection(codes) : '',
    '<section aria-labelledby="booking-mails"><h2 id="booking-mails">Booking e-mails</h2>',
    `<p>The booking e-mails this server sent${to ? ` to ${escapeHtml(to)}` : ''}, newest first. They stay in this server's memory until it stops (OTP_DELIVERY=outbox, no SMTP_URL).</p>`,
    mails.length ? mails.join('') : '<p>No e-mails yet.</p>',
    '</section>',
    '</main></body></html>',
  ].join('');
}

/**
 * The development mailbox: where booking e-mails go with the `outbox` delivery when no SMTP_URL
 * is set. Registered only then, never in production (config.ts refuses the outbox there), and
 * served only to clients on this machine, like the OTP outbox (identity/devRoutes.ts). Opening it
 * first sends the e-mails that are due, so a developer or a test need not wait for the mail job.
 *
 * - GET /api/dev/mailbox[?to=address]: the mails, newest first, as JSON.
 * - GET /api/dev/mailbox/{id}/{filename}: one attachment (the voucher PDF of a confirmation).
 * - GET /dev/mailbox[?to=address]: the same list as a page to read in the browser, after the
 *   login codes the OTP outbox kept (when OTP_DELIVERY names `outbox`): one page for everything a
 *   developer's server would have sent.
 */
export function mailboxRoutes(app: FastifyInstance, notifications: NotificationService, outbox?: Outbox): void {
  app.log.warn({ routes: [MAILBOX_PATH, MAILBOX_PAGE_PATH] }, 'the dev mailbox is on (OTP_DELIVERY=outbox, no SMTP_URL): booking e-mails are kept in memory and served to this machine');

  /** The mails sent to `to` (to anyone when absent), once the due ones are sent. The route's schema checked the query. */
  async function listed({ to }: z.output<typeof mailboxQuery>): Promise<{ entries: MailboxEntry[]; to: string | undefined }> {
    try {
      await notifications.run();
    } catch (error) {
      app.log.warn({ err: error }, 'the dev mailbox could not send the e-mails due now; listing what it has');
    }
    const wanted = to?.trim().toLowerCase();
    const mails = notifications.mailer.sent().filter((m) => !wanted || m.to.toLowerCase() === wanted);
    return { entries: mails.map(entryOf), to: wanted };
  }

  // Another machine is refused before the query or path is checked.
  const checked = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = async (request: FastifyRequest) => localOnly(request);
  const config = { personal: true };

  checked.get(MAILBOX_PATH, { config, schema: { querystring: mailboxQuery }, preValidation }, async (request) => success((await listed(request.query)).entries));

  checked.get(`${MAILBOX_PATH}/:id/:filename`, { config, schema: { params: mailboxAttachmentParams }, preValidation }, async (request, reply) => {
    const { id, filename } = request.params;
    const file = notifications.mailer.sent().find((m) => m.id === id)?.attachments?.find((a) => a.filename === filename);
    if (!file) throw notFound(`params.filename: mail ${id} has no attachment ${filename}`);
    return reply.type(file.contentType).header('content-disposition', `attachment; filename="${filename.replace(/["\\]/g, '_')}"`).send(file.content);
  });

  checked.get(MAILBOX_PAGE_PATH, { config, schema: { querystring: mailboxQuery }, preValidation }, async (request, reply) => {
    const { entries, to } = await listed(request.query);
    return reply.type('text/html; charset=utf-8').send(mailboxPage(entries, to, outbox?.list(to)));
  });
}
