/** The result of handing one e-mail to a sender. */
export type EmailResult = { ok: true; providerMessageId: string | null } | { ok: false; error: string };

export type EmailMessage = { to: string; subject: string; body: string; attachment?: { name: string; data: Buffer } };

/** Sends e-mails (invoices, issue 20). `name` is stored as the outbox row's provider ('outbox' only stores). */
export type EmailSender = {
  name: string;
  send(message: EmailMessage): Promise<EmailResult>;
};

/**
 * The default sender while no mail provider is configured: it sends nothing anywhere and succeeds. The message is
 * kept in email_outbox (provider 'outbox', status 'stored', the attachment regenerated from the invoice on demand),
 * like the SMS outbox: never lost and never pretended sent.
 */
export function createOutboxEmailSender(): EmailSender {
  return { name: 'outbox', send: async () => ({ ok: true, providerMessageId: null }) };
}
