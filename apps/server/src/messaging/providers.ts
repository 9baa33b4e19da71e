import nodemailer from 'nodemailer';

export type Channel = 'sms' | 'email';

export type OutgoingMessage = {
  channel: Channel;
  to: string;
  subject?: string;
  text: string;
  /** The verification code the message carries, recorded for the development outbox. */
  code?: string | null;
};

/** Delivers one kind of message. Throws when delivery fails. */
export interface MessageProvider {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

/** Keeps messages in the outbox table only: the default when no provider is configured. */
export const outboxOnlyProvider: MessageProvider = {
  name: 'outbox',
  async send() {
    // Recorded by the messenger like every message; nothing leaves the machine.
  },
};

/** Mail through any SMTP server, by URL (smtp://user:pass@host:port or smtps://…). */
export function smtpProvider(url: string, from: string): MessageProvider {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject ?? '', text: message.text });
    },
  };
}

/**
 * SMS through an HTTP gateway: POST { to, text } as JSON with a bearer token. Most SMS
 * vendors offer such an endpoint or sit behind a small relay that does.
 */
export function webhookSmsProvider(url: string, token: string | undefined): MessageProvider {
  return {
    name: 'sms-webhook',
    async send(message) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
