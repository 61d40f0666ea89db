import { and, count, eq, gte, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { referralInvitations, users } from "@/db/schema";
import { badRequest, forbidden, tooManyRequests } from "@/lib/errors";
import type { Messenger } from "@/lib/messaging/types";
import {
  DEFAULT_COUNTRY_CODE,
  e164,
  normalizeCountryCode,
  parsePhone,
  type Phone,
} from "@/lib/fields";
import { GROWTH_MESSAGES as M } from "./messages";
import { inviteLink, referralText } from "./referral-link";
import type { SendReferMessageRequest } from "./referral-schemas";

/** Numbers one user may invite by message in any 24 hours (issue 25: a per-user daily limit). */
export const REFER_DAILY_LIMIT = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The numbers parsed and de-duplicated (by E.164); a bad one refuses the whole list. */
export function referNumbers(list: string[], countryCode?: string): Phone[] {
  const code = normalizeCountryCode(countryCode) ?? DEFAULT_COUNTRY_CODE;
  const seen = new Map<string, Phone>();
  for (const raw of list) {
    const phone = parsePhone(raw, code);
    if (!phone) throw badRequest(M.referListInvalid, { mobile_list: [M.referListInvalid] });
    seen.set(e164(phone), phone);
  }
  return [...seen.values()];
}

/**
 * send-refer-message (spec 1 §7): the caller invites numbers by SMS with their invite link. Only
 * the caller's own id; numbers already invited by them are not messaged again; at most
 * REFER_DAILY_LIMIT new numbers per rolling day, counted under a per-user lock so two calls cannot
 * both pass. Messages go through lib/messaging (outbox and the deliver-message job) after commit.
 */
export async function sendReferMessage(
  db: Db,
  messenger: Messenger,
  input: SendReferMessageRequest & { callerId: number; now: Date; request?: Request },
): Promise<{ sent: number; alreadyInvited: number }> {
  if (input.user_id !== input.callerId) throw forbidden(M.referNotYou);
  const phones = referNumbers(input.mobile_list, input.country_code);
  const { added, referrer } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`refer:${input.callerId}`}))`);
    const [today] = await tx
      .select({ n: count() })
      .from(referralInvitations)
      .where(
        and(
          eq(referralInvitations.referrerId, input.callerId),
          eq(referralInvitations.kind, "message"),
          gte(referralInvitations.createdAt, new Date(input.now.getTime() - DAY_MS)),
        ),
      );
    const added = await tx
      .insert(referralInvitations)
      .values(
        phones.map((p) => ({
          referrerId: input.callerId,
          kind: "message",
          countryCode: p.countryCode,
          mobile: p.mobile,
          createdAt: input.now,
        })),
      )
      .onConflictDoNothing()
      .returning({
        countryCode: referralInvitations.countryCode,
        mobile: referralInvitations.mobile,
      });
    if ((today?.n ?? 0) + added.length > REFER_DAILY_LIMIT)
      throw tooManyRequests(M.referDailyLimit);
    const [referrer] = await tx
      .select({ firstName: users.firstName, code: users.referralCode })
      .from(users)
      .where(eq(users.id, input.callerId));
    return { added, referrer: referrer! };
  });
  const text = referralText({
    name: referrer.firstName,
    link: inviteLink(input.callerId, input.request),
    code: referrer.code,
  });
  for (const p of added)
    await messenger.send({ channel: "sms", to: e164(p), body: text, topic: "referral-invite" });
  return { sent: added.length, alreadyInvited: phones.length - added.length };
}
