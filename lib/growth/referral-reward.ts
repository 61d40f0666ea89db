import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { referralRewards, users } from "@/db/schema";
import { creditWallet } from "@/lib/billing/wallet/wallet";
import type { Currency } from "@/lib/money/currency";

/**
 * The referral reward (decision 023): ₹500 or $5, in the currency of the referred student's first
 * paid order, credited to the referrer's wallet. Minor units.
 */
export const REFERRAL_REWARD_MINOR: Record<Currency, number> = { INR: 50_000, USD: 500 };

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
