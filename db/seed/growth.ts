import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  demoLeads,
  orders,
  referralInvitations,
  referralRewards,
  users,
  walletEntries,
} from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { REFERRAL_REWARD_MINOR } from "@/lib/growth/referral-reward";
import { fromWallTime } from "@/lib/scheduling/zoned-time";
import { DEMO_ACCOUNTS } from "./demo-accounts";

const DAY = 24 * 60 * 60 * 1000;

/** Demo leads of the seed (issue 25): what /admin/leads lists. */
export const SEED_LEADS = [
  {
    name: "Kavya Nair",
    email: "kavya.nair@example.com",
    mobile: "9811100001",
    category: "Music",
    subject: "Piano",
    budget: "₹1,000–2,000",
    inDays: 2,
    time: "17:30",
    timeZone: "Asia/Kolkata",
  },
  {
    name: "Rohan Gupta",
    email: "rohan.gupta@example.com",
    mobile: "9811100002",
    category: "Academics",
    subject: "Mathematics",
    budget: "₹2,000–5,000",
    inDays: 3,
    time: "18:00",
    timeZone: "Asia/Kolkata",
  },
  {
    name: "Emily Clark",
    email: "emily.clark@example.com",
    mobile: "7911123456",
    countryCode: "+44",
    category: "Languages",
    subject: "Hindi",
    budget: "Over ₹5,000",
    inDays: 4,
    time: "10:00",
    timeZone: "Europe/London",
  },
] as const;

/**
 * Leads, and one referral with its reward: the demo student invited two numbers and referred the
 * first other student who bought a pack; that student's first order earned the demo student the
 * referral reward, credited to their wallet (as fulfilOrder would have).
 */
export async function seedGrowth(tx: Db, now: Date): Promise<void> {
  const passwordHash = await hashPassword("demo-lead-password");
  await tx.insert(demoLeads).values(
    SEED_LEADS.map((l) => {
      const date = new Date(now.getTime() + l.inDays * DAY).toISOString().slice(0, 10);
      return {
        name: l.name,
        email: l.email,
        countryCode: "countryCode" in l ? l.countryCode : "+91",
        mobile: l.mobile,
        category: l.category,
        subject: l.subject,
        budget: l.budget,
        preferredAt: fromWallTime(date, l.time, l.timeZone),
        timeZone: l.timeZone,
        passwordHash,
        otpVerifiedAt: now,
        createdAt: new Date(now.getTime() - l.inDays * 60 * 60 * 1000),
      };
    }),
  );

  const [referrer] = await tx
    .select({ id: users.id, familyId: users.familyId })
    .from(users)
    .where(eq(users.referralCode, DEMO_ACCOUNTS.student.referralCode));
  if (!referrer) throw new Error("Seed: no demo student to refer from.");
  // The first buyer outside the demo family.
  const [firstOrder] = await tx
    .select({ id: orders.id, userId: orders.userId, currency: orders.currency })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(orders.status, "fulfilled"),
        sql`${users.familyId} is distinct from ${referrer.familyId}`,
      ),
    )
    .orderBy(asc(orders.paidAt), asc(orders.id))
    .limit(1);
  await tx.insert(referralInvitations).values([
    {
      referrerId: referrer.id,
      kind: "message",
      countryCode: "+91",
      mobile: "9811100011",
      createdAt: new Date(now.getTime() - 9 * DAY),
    },
    {
      referrerId: referrer.id,
      kind: "student",
      countryCode: "+91",
      mobile: "9811100012",
      name: "Ishaan",
      email: "ishaan@example.com",
      createdAt: new Date(now.getTime() - 8 * DAY),
    },
  ]);
  if (!firstOrder) return;
  await tx.update(users).set({ referredById: referrer.id }).where(eq(users.id, firstOrder.userId));
  const amountMinor = REFERRAL_REWARD_MINOR[firstOrder.currency];
  await tx.insert(referralRewards).values({
    referrerId: referrer.id,
    referredId: firstOrder.userId,
    orderId: firstOrder.id,
    currency: firstOrder.currency,
    amountMinor,
    createdAt: now,
  });
  await tx.insert(walletEntries).values({
    userId: referrer.id,
    currency: firstOrder.currency,
    amountMinor,
    kind: "referral",
    orderId: firstOrder.id,
    note: "Referral reward",
  });
}
