import { createHmac } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Locale } from '@wardline/contract';

export type Channel = 'sms' | 'email' | 'dingtalk';

export type OutgoingMessage = {
  channel: Channel;
  to: string;
  subject?: string;
  text: string;
  /** The verification code the message carries, recorded for the development outbox. */
  code?: string | null;
  /** The template and parameters the text was made from, for gateways that send registered templates. */
  template?: { id: string; params: Record<string, string>; locale: Locale };
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
 * SMS through an HTTP gateway: POST { to, text, template, params, locale } as JSON with a
 * bearer token. Most SMS vendors offer such an endpoint or sit behind a small relay that
 * does; vendors in China send the registered template with its parameters, not the text.
 */
export function webhookSmsProvider(url: string, token: string | undefined): MessageProvider {
  return {
    name: 'sms-webhook',
    async send(message) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: message.to, text: message.text, template: message.template?.id, params: message.template?.params, locale: message.template?.locale }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

/**
 * DingTalk through a custom robot of the platform's group: a text message that @-mentions
 * the recipient by the phone of their DingTalk account. The webhook is signed as DingTalk
 * requires (HMAC-SHA256 of "timestamp\nsecret", base64) when a secret is set.
 */
export function dingtalkRobotProvider(webhookUrl: string, secret: string | undefined, now: () => Date = () => new Date()): MessageProvider {
  return {
    name: 'dingtalk-robot',
    async send(message) {
      const url = new URL(webhookUrl);
      if (secret) {
        const timestamp = String(now().getTime());
        url.searchParams.set('timestamp', timestamp);
        url.searchParams.set('sign', createHmac('sha256', secret).update(`${timestamp}\n${secret}`).digest('base64'));
      }
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ msgtype: 'text', text: { content: message.text }, at: { atMobiles: [message.to], isAtAll: false } }),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await res.json().catch(() => null)) as { errcode?: number; errmsg?: string } | null;
      if (!res.ok || answer?.errcode !== 0) throw new Error(`DingTalk answered ${res.status} ${answer?.errcode ?? ''} ${answer?.errmsg ?? ''}`.trim());
    },
  };
}
