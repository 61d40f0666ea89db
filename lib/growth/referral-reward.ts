import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { referralRewards, users } from "@/db/schema";
import { creditWallet } from "@/lib/billing/wallet/wallet";
import type { Currency } from "@/lib/money/currency";
import { rowsOf } from "../db-rows";

/**
 * The referral reward (decision 023): ₹500 or $5, in the currency of the referred student's first
 * paid order, credited to the referrer's wallet. Minor units.
 */
export const REFERRAL_REWARD_MINOR: Record<Currency, number> = { INR: 50_000, USD: 500 };

/**
 * Self-referral (issue 43.11): the referrer and the referred student are one household when they
 * share a family, or when a contact of the referrer (their own mobile or e-mail, or their family's)
 * is the referred student's family contact. A family referring its own new child earns nothing.
 */
export async function sameHousehold(tx: Db, referrerId: number, referredId: number) {
  const rows = rowsOf<{ same: boolean }>(
    await tx.execute(sql`
      with c as (
        select u.id as uid, u.country_code as cc, u.mobile, lower(u.email) as email
          from users u where u.id in (${referrerId}, ${referredId})
        union all
        select u.id, f.country_code, f.mobile, lower(f.email)
          from users u join families f on f.id = u.family_id
         where u.id in (${referrerId}, ${referredId})
      )
      select exists (select 1 from users a join users b on a.family_id = b.family_id
                      where a.id = ${referrerId} and b.id = ${referredId})
          or exists (select 1 from c r join c d
                        on (r.mobile is not null and r.cc = d.cc and r.mobile = d.mobile)
                        or (r.email is not null and r.email = d.email)
                      where r.uid = ${referrerId} and d.uid = ${referredId}) as same`),
  );
  return rows[0]?.same === true;
}

/**
 * Called by fulfilOrder in the payment-success transaction, once the order's contract exists: when
 * the student was referred and no reward was given for them yet, records the reward (the unique key
 * referral_rewards_referred_key makes it exactly once, also under concurrent payments) and credits
 * the referrer's wallet in the same transaction.
 */
export async function rewardReferrer(
  tx: Db,
  order: { id: number; userId: number; currency: Currency },
  now: Date,
): Promise<boolean> {
  const [student] = await tx
    .select({ referrerId: users.referredById })
    .from(users)
    .where(eq(users.id, order.userId));
  const referrerId = student?.referrerId;
  if (!referrerId || referrerId === order.userId) return false;
  if (await sameHousehold(tx, referrerId, order.userId)) return false;
  const amountMinor = REFERRAL_REWARD_MINOR[order.currency];
  const [reward] = await tx
    .insert(referralRewards)
    .values({
      referrerId,
      referredId: order.userId,
      orderId: order.id,
      currency: order.currency,
      amountMinor,
      createdAt: now,
    })
    .onConflictDoNothing({ target: referralRewards.referredId })
    .returning({ id: referralRewards.id });
  if (!reward) return false;
  await creditWallet(tx, {
    userId: referrerId,
    currency: order.currency,
    amountMinor,
    kind: "referral",
    orderId: order.id,
    note: "Referral reward",
  });
  return true;
}
