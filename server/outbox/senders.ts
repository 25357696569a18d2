import 'server-only';
/** The delivery channels: SMTP through nodemailer, and the JSON webhook. */
import nodemailer from 'nodemailer';
import { encodeWord } from 'nodemailer/lib/mime-funcs';
import type { LeadRow, OutboxChannel } from '../db/schema';
import type { Mailbox, ServerEnv } from '../env';
import { buildLeadEmail } from './email';
import { postWebhook } from './webhook';

export type Sender = (lead: LeadRow) => Promise<void>;
export type Senders = Partial<Record<OutboxChannel, Sender>> & { close?: () => void };

export function createEmailSender(config: NonNullable<ServerEnv['email']>): {
  send: Sender;
  close: () => void;
} {
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (lead) => {
      const mail = buildLeadEmail(lead, config.from, config.to);
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: literalReplyTo(mail.replyTo),
        subject: literalSubject(mail.subject),
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        headers: mail.headers,
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close: () => transport.close(),
  };
}

/**
 * The Subject carries the visitor's name. Nodemailer leaves an ASCII subject as it is, so a name
 * shaped like an encoded word (`=?utf-8?B?…?=`) would be decoded by mail clients into text the
 * visitor chose. Such a subject is sent encoded as a whole: it decodes to the literal text.
 */
export function literalSubject(subject: string): string {
  return subject.includes('=?') ? encodeWord(subject, 'B', 52) : subject;
}

/**
 * The Reply-To display name is the visitor's name too. Nodemailer puts an ASCII name in quotes,
 * but mail parsers (mailparser, webmail) decode encoded words inside quotes as well. In a name
 * with `=?`, a zero-width space goes between the two: nodemailer then sends the name as an
 * encoded word of its own, which decodes once, to text that looks exactly as typed and is no
 * longer an encoded word.
 */
export function literalReplyTo(replyTo: Mailbox): Mailbox {
  return replyTo.name?.includes('=?')
    ? { ...replyTo, name: replyTo.name.replaceAll('=?', '=\u200b?') }
    : replyTo;
}

/** Senders for every configured channel; an unconfigured channel is never enqueued. */
export function sendersFor(
  env: Pick<ServerEnv, 'email' | 'webhookUrl'>,
  fetchImpl: typeof fetch,
): Senders {
  const senders: Senders = {};
  const closers: Array<() => void> = [];
  if (env.email) {
    const email = createEmailSender(env.email);
    senders.email = email.send;
    closers.push(email.close);
  }
  const webhookUrl = env.webhookUrl;
  if (webhookUrl) senders.webhook = (lead) => postWebhook(webhookUrl, lead, fetchImpl);
  senders.close = () => closers.forEach((close) => close());
  return senders;
}
