import "server-only";
import { postToProvider } from "./provider-http";
import type { OutgoingMessage, Transport } from "./types";

export const DEFAULT_SMS_SENDER_ID = "TUTRLV";

export interface SmsHttpOptions {
  /** SMS_API_URL: the provider's send endpoint. */
  url: string;
  /** SMS_API_KEY: sent as a bearer token, never logged or quoted in errors. */
  apiKey: string;
  /** SMS_SENDER_ID: the registered sender (DLT header in India). */
  sender?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/**
 * A generic HTTP SMS provider: POST `{ to, message, sender }` as JSON with a bearer key. A non-2xx
 * answer throws with the status and the provider's own message.
 */
export function smsHttpTransport({
  url,
  apiKey,
  sender = DEFAULT_SMS_SENDER_ID,
  fetchImpl = fetch,
  timeoutMs = 10_000,
}: SmsHttpOptions): Transport {
  return {
    name: "sms-http",
    async send(message: OutgoingMessage) {
      await postToProvider({
        provider: "SMS provider",
        url,
        bearer: apiKey,
        body: { to: message.to, message: message.body, sender },
        fetchImpl,
        timeoutMs,
      });
    },
  };
}
