import { desc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { referralInvitations, referralRewards, users } from "@/db/schema";
import type { Currency } from "@/lib/money/currency";

export interface ReferralSummary {
  /** Numbers the user invited (messages and added students), newest first. */
  invitations: { id: number; name: string | null; mobile: string; kind: string; at: Date }[];
  /** Accounts that signed up through the user's link or code, with their reward when earned. */
  joined: {
    id: number;
    name: string;
    at: Date;
    reward: { amountMinor: number; currency: Currency } | null;
  }[];
  /** Total earned, per currency (minor units). */
  earned: Partial<Record<Currency, number>>;
}

/** What a referrer sees: whom they invited, who joined and what they earned (loader for pages). */
export async function referralsOf(db: Db, userId: number): Promise<ReferralSummary> {
  const invitations = await db
    .select({
      id: referralInvitations.id,
      name: referralInvitations.name,
      countryCode: referralInvitations.countryCode,
      mobile: referralInvitations.mobile,
      kind: referralInvitations.kind,
      at: referralInvitations.createdAt,
    })
    .from(referralInvitations)
    .where(eq(referralInvitations.referrerId, userId))
    .orderBy(desc(referralInvitations.createdAt), desc(referralInvitations.id));
  const joinedRows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      at: users.createdAt,
      amountMinor: referralRewards.amountMinor,
      currency: referralRewards.currency,
    })
    .from(users)
    .leftJoin(referralRewards, eq(referralRewards.referredId, users.id))
    .where(eq(users.referredById, userId))
    .orderBy(desc(users.createdAt), desc(users.id));
  const earned: Partial<Record<Currency, number>> = {};
  const joined = joinedRows.map((r) => {
    const reward =
      r.amountMinor !== null && r.currency !== null
        ? { amountMinor: r.amountMinor, currency: r.currency }
        : null;
    if (reward) earned[reward.currency] = (earned[reward.currency] ?? 0) + reward.amountMinor;
    return { id: r.id, name: `${r.firstName} ${r.lastName ?? ""}`.trim(), at: r.at, reward };
  });
  return {
    invitations: invitations.map((i) => ({
      id: i.id,
      name: i.name,
      mobile: `${i.countryCode} ${i.mobile}`,
      kind: i.kind,
      at: i.at,
    })),
    joined,
    earned,
  };
}
