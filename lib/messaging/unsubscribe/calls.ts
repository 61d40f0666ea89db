import type { z } from "zod";
import type { Db } from "@/db/client";
import { badRequest, forbidden } from "../../errors";
import { normalizeContact } from "./contact";
import { recordUnsubscribe } from "./contacts";
import { UNSUBSCRIBE_MESSAGES } from "./messages";
import { unsubscribeReasonField, type unsubscribeRequest } from "./schemas";
import { verifyUnsubscribeToken } from "./token";

const done = () => ({
  status: "success" as const,
  responseCode: 200 as const,
  message: UNSUBSCRIBE_MESSAGES.done,
  redirect_to: "/" as const,
});

/**
 * POST /unsubscribe. The signed token (query or body) names the contact: no login needed, and
 * nobody can unsubscribe an address they hold no link for. RFC 8058 one-click (body
 * `List-Unsubscribe=One-Click`) needs no reason; the page's form needs one ('Please Select a Reason').
 */
export async function unsubscribeCall(
  db: Db,
  body: z.output<typeof unsubscribeRequest>,
  queryToken: string | undefined,
  now: Date,
) {
  const target = verifyUnsubscribeToken(body.token ?? queryToken);
  if (!target) throw forbidden(UNSUBSCRIBE_MESSAGES.badLink);
  if (body["List-Unsubscribe"] === "One-Click") {
    await recordUnsubscribe(db, { ...target, reason: "one-click", source: "one-click", now });
    return done();
  }
  const reason = unsubscribeReasonField.safeParse(body.reason);
  if (!reason.success) {
    throw badRequest(UNSUBSCRIBE_MESSAGES.selectReason, {
      reason: [UNSUBSCRIBE_MESSAGES.selectReason],
    });
  }
  if (body.input && normalizeContact(target.type, body.input) !== target.contact) {
    throw forbidden(UNSUBSCRIBE_MESSAGES.notThisContact);
  }
  await recordUnsubscribe(db, {
    ...target,
    reason: reason.data,
    comment: body.comment,
    source: "form",
    now,
  });
  return done();
}

/** Where GET /unsubscribe?token= sends the browser: the page of that link (it checks the token). */
export const unsubscribePagePath = (token: string | undefined) =>
  `/unsubscribe/${encodeURIComponent(token || "-")}`;

/** GET /unsubscribe?token=: where a browser opening the link goes (the page); a bad link is a 403. */
export function openUnsubscribeLink(token: string | undefined): string {
  if (!token || !verifyUnsubscribeToken(token)) throw forbidden(UNSUBSCRIBE_MESSAGES.badLink);
  return unsubscribePagePath(token);
}
