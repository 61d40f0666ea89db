import "server-only";
import { smsHttpTransport } from "./sms-http-transport";
import { smtpTransport } from "./smtp-transport";
import type { Channel, Transport } from "./types";
import { whatsappCloudTransport } from "./whatsapp-cloud-transport";

type Env = Record<string, string | undefined>;

/** A variable's value, with blank counted as unset (`SMTP_URL=` in a .env file). */
const value = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

/** The channels whose provider the environment fully configures. */
export function configuredChannels(env: Env): Channel[] {
  const channels: Channel[] = [];
  if (value(env, "SMTP_URL")) channels.push("email");
  if (value(env, "SMS_API_URL") && value(env, "SMS_API_KEY")) channels.push("sms");
  if (value(env, "WHATSAPP_TOKEN") && value(env, "WHATSAPP_PHONE_NUMBER_ID"))
    channels.push("whatsapp");
  return channels;
}

/**
 * The production transports that the environment configures: e-mail when SMTP_URL is set, SMS when
 * SMS_API_URL and SMS_API_KEY are, WhatsApp when WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are.
 * None configured: an empty map, and messages stop in the outbox.
 */
export function transportsFromEnv(
  env: Env,
  fetchImpl: typeof fetch = fetch,
): Partial<Record<Channel, Transport>> {
  const transports: Partial<Record<Channel, Transport>> = {};
  for (const channel of configuredChannels(env)) {
    if (channel === "email") {
      transports.email = smtpTransport({
        url: value(env, "SMTP_URL"),
        from: value(env, "MAIL_FROM"),
      });
    } else if (channel === "sms") {
      transports.sms = smsHttpTransport({
        url: value(env, "SMS_API_URL")!,
        apiKey: value(env, "SMS_API_KEY")!,
        sender: value(env, "SMS_SENDER_ID"),
        fetchImpl,
      });
    } else {
      transports.whatsapp = whatsappCloudTransport({
        token: value(env, "WHATSAPP_TOKEN")!,
        phoneNumberId: value(env, "WHATSAPP_PHONE_NUMBER_ID")!,
        apiBase: value(env, "WHATSAPP_API_BASE"),
        fetchImpl,
      });
    }
  }
  return transports;
}

/**
 * True when no provider at all is configured: every message stops in the outbox, and the dev
 * outbox (/dev/outbox, GET /api/dev/outbox) exists so people can read them.
 */
export function outboxTransportActive(env: Env): boolean {
  return configuredChannels(env).length === 0;
}

/**
 * Whether /dev/outbox and GET /api/dev/outbox answer: only while the outbox transport is active, and
 * then only with an explicit DEV_OUTBOX=true, or in development on the embedded database. A
 * production server (NODE_ENV=production, whatever its database) that forgot its providers must not
 * publish everyone's OTPs.
 */
export function devOutboxVisible(env: Env): boolean {
  if (!outboxTransportActive(env)) return false;
  if (env.DEV_OUTBOX === "true") return true;
  return env.NODE_ENV !== "production" && !value(env, "DATABASE_URL");
}
