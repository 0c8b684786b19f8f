/** The result of handing one text message to a sender. */
export type SmsResult = { ok: true; providerMessageId: string | null } | { ok: false; error: string };

/** Sends text messages. `name` is stored as the outbox row's provider ('outbox' only stores, it never sends). */
export type SmsSender = {
  name: string;
  send(to: string, body: string): Promise<SmsResult>;
};
