import "server-only";
import { postToProvider } from "./provider-http";
import type { OutgoingMessage, Transport } from "./types";

export const DEFAULT_WHATSAPP_API_BASE = "https://graph.facebook.com/v21.0";

export interface WhatsAppCloudOptions {
  /** WHATSAPP_TOKEN: a system-user access token, sent as a bearer token. */
  token: string;
  /** WHATSAPP_PHONE_NUMBER_ID: the id of the business number that sends. */
  phoneNumberId: string;
  /** WHATSAPP_API_BASE: the Graph API base with its version. */
  apiBase?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/** WhatsApp Cloud API wants the number as digits only: "+919876543210" becomes "919876543210". */
export function whatsappRecipient(to: string): string {
  return to.replace(/\D/g, "");
}

/**
 * WhatsApp through Meta's Cloud API: a text message to an E.164 number. A non-2xx answer throws
 * with the status and the API's `error.message`.
 */
export function whatsappCloudTransport({
  token,
  phoneNumberId,
  apiBase = DEFAULT_WHATSAPP_API_BASE,
  fetchImpl = fetch,
  timeoutMs = 10_000,
}: WhatsAppCloudOptions): Transport {
  const url = `${apiBase.replace(/\/+$/, "")}/${encodeURIComponent(phoneNumberId)}/messages`;
  return {
    name: "whatsapp-cloud",
    async send(message: OutgoingMessage) {
      await postToProvider({
        provider: "WhatsApp Cloud API",
        url,
        bearer: token,
        body: {
          messaging_product: "whatsapp",
          to: whatsappRecipient(message.to),
          type: "text",
          text: { body: message.body },
        },
        fetchImpl,
        timeoutMs,
      });
    },
  };
}
