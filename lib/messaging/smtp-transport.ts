import "server-only";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { SITE_NAME } from "../site";
import type { OutgoingMessage, Transport } from "./types";

export const DEFAULT_MAIL_FROM = "TutorLive <no-reply@tutorlive.example>";

/** The part of a nodemailer transporter we use; tests pass `createTransport({ jsonTransport: true })`. */
export interface MailSender {
  sendMail(mail: SendMailOptions): Promise<unknown>;
}

export interface SmtpOptions {
  /** SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465 (ignored when `transporter` is given). */
  url?: string;
  /** MAIL_FROM: the sender shown to the recipient. */
  from?: string;
  /** A ready transporter instead of one built from `url`. */
  transporter?: MailSender;
}

/**
 * Plain-text e-mail through nodemailer. The SMTP transporter is built on the first message, so a
 * server that never sends mail never opens a connection.
 */
export function smtpTransport({
  url,
  from = DEFAULT_MAIL_FROM,
  transporter,
}: SmtpOptions): Transport {
  if (!transporter && !url) throw new Error("smtpTransport needs an SMTP url or a transporter");
  let sender = transporter;
  return {
    name: "smtp",
    async send(message: OutgoingMessage) {
      sender ??= nodemailer.createTransport(url);
      await sender.sendMail({
        from,
        to: message.to,
        subject: message.subject ?? SITE_NAME,
        text: message.body,
        headers: message.headers,
      });
    },
  };
}
