import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { POST as sendOTPForRegistration } from "@/app/(api)/ng-api/v1/sendOTPForRegistration/route";
import { POST as verifyOTP } from "@/app/(api)/ng-api/v1/verifyOTP/route";
import type { Db } from "@/db/client";
import { buddyBatches } from "@/db/schema/teacher";
import { OTP_RESEND_COOLDOWN_MS } from "@/lib/auth/otp";
import { lastOtpSentTo, type TestAuthDeps } from "./auth-deps";
import { makeContract, makeUser } from "./factories";
import { callV1 } from "./legacy-client";

/** Verifies a mobile with the registration OTP, as the signup form does before save-buddy. */
export async function verifyMobile(db: Db, deps: TestAuthDeps, mobile: string) {
  deps.clock.advance(OTP_RESEND_COOLDOWN_MS);
  await callV1(sendOTPForRegistration, "sendOTPForRegistration", {
    cust_id: mobile,
    engagement_id: 9,
    email: "",
    country_code: "+91",
  });
  const code = await lastOtpSentTo(db, `+91${mobile}`);
  const verified = await callV1(verifyOTP, "verifyOTP", { cust_id: mobile, otp: code });
  expect(verified.body).toEqual({ verified: "true" });
}

/** A family's buddy batch of `capacity` on a paid contract; answers its invite token. */
export async function makeBuddyBatch(db: Db, subjectId: number, capacity: number) {
  const owner = await makeUser(db);
  const contract = await makeContract(db, { studentId: owner.id, subjectId, totalClasses: 8 });
  const [batch] = await db
    .insert(buddyBatches)
    .values({ contractId: contract.id, ownerId: owner.id, capacity })
    .returning();
  return { owner, contract, batch: batch!, token: batch!.inviteToken };
}

export const batchById = (db: Db, id: number) =>
  db.select().from(buddyBatches).where(eq(buddyBatches.id, id));

/** A buddy lead's body. */
export const buddyLead = (token: string, mobile: string, over: Record<string, unknown> = {}) => ({
  token,
  name: "Riya Buddy",
  email: `buddy.${mobile}@example.com`,
  password: "Buddy#2026",
  reg_mobile_num: mobile,
  country_code: "+91",
  ...over,
});
