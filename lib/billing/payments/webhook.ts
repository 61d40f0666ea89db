import "server-only";
import type { Db } from "@/db/client";
import { badRequest } from "@/lib/errors";
import { handlePaymentEvent, type FulfilOutcome } from "./fulfil";
import { getProvider, type ProviderDeps } from "./providers";
import { WebhookSignatureError, type Headers, type PaymentEvent } from "./types";

/**
 * POST /api/webhooks/{provider}: verifies the signature over the raw body before anything is
 * parsed, then applies the event. A bad signature or body answers 400 (the provider retries and we
 * see it in its dashboard); every verified event answers 200, duplicates included.
 */
export async function receiveWebhook(
  db: Db,
  providerName: string,
  rawBody: string,
  headers: Headers,
  deps: ProviderDeps,
): Promise<{ received: true; outcome: FulfilOutcome }> {
  const provider = getProvider(providerName, deps);
  let event: PaymentEvent | null;
  try {
    event = provider.verifyWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw badRequest(error.message);
    throw badRequest("The event could not be read.");
  }
  if (!event) return { received: true, outcome: "ignored" };
  const result = await handlePaymentEvent(db, provider.name, event, deps.now);
  return { received: true, outcome: result.outcome };
}
