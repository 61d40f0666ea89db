import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as sendOtpForLoginOrSignup } from "@/app/(api)/ng-api/v1/sendOTPForLoginORSignup/route";
import { POST as sendOTPForRegistration } from "@/app/(api)/ng-api/v1/sendOTPForRegistration/route";
import { POST as submitFinalRegistration } from "@/app/(api)/ng-api/v1/submitFinalRegistration/route";
import { POST as userRegistrationStudent } from "@/app/(api)/ng-api/v1/userRegistrationStudent/route";
import { POST as verifyOTP } from "@/app/(api)/ng-api/v1/verifyOTP/route";
import { families, users } from "@/db/schema";
import { OTP_RESEND_COOLDOWN_MS } from "@/lib/auth/otp";
import {
  lastOtpSentTo,
  testAuthDeps,
  useAsAppAuthDeps,
  type TestAuthDeps,
} from "../support/auth-deps";
import { makeCourse, makeUser } from "../support/factories";
import { callV1, postJson } from "../support/legacy-client";
import { closeRacingDb, openRacingDb, type RacingDb } from "../support/racing-db";

// Three ways a child joins a new contact's family, at the same moment: spec 1's registration and any
// other student insert (the trigger of migration 0013 files the student under the family of its
// mobile) and spec 2's final registration (lib/family). On the Postgres server the requests really run at once (a pool of
// connections); on PGlite one after another. Either way each mobile must end with ONE family
// holding all three children, and no request may fail.

const MOBILES = 8;
let db: RacingDb;
let deps: TestAuthDeps;
let courseId: number;

beforeAll(async () => {
  db = await openRacingDb(3 * MOBILES);
  deps = await testAuthDeps(db.t.db);
  useAsAppAuthDeps(deps);
  courseId = (await makeCourse(db.t.db, db.subject)).id;
});
afterAll(() => closeRacingDb(db));

/** Codes of both kinds for a mobile: spec 1's (verified now) and spec 2's (typed with the form). */
async function codesFor(mobile: string) {
  deps.clock.advance(OTP_RESEND_COOLDOWN_MS);
  await callV1(sendOTPForRegistration, "sendOTPForRegistration", {
    cust_id: mobile,
    engagement_id: 9,
    email: "",
    country_code: "+91",
  });
  const registerCode = await lastOtpSentTo(db.t.db, `+91${mobile}`);
  const verified = await callV1(verifyOTP, "verifyOTP", { cust_id: mobile, otp: registerCode });
  expect(verified.body).toEqual({ verified: "true" });
  await postJson(sendOtpForLoginOrSignup, "/ng-api/v1/sendOTPForLoginORSignup", {
    type: "mobile",
    cust_id: mobile,
    country_code: "+91",
  });
  return lastOtpSentTo(db.t.db, `+91${mobile}`);
}

describe("a new contact signing up two children at once", () => {
  it("ends in one family per mobile, with both children", async () => {
    const mobiles = Array.from({ length: MOBILES }, (_, i) => String(9_550_000_000 + i));
    const otps: string[] = [];
    for (const m of mobiles) otps.push(await codesFor(m));

    const answers = await Promise.all(
      mobiles.flatMap((mobile, i) => [
        callV1(userRegistrationStudent, "userRegistrationStudent", {
          first_name: "Spec1",
          last_name: "Child",
          email: `spec1.${mobile}@example.com`,
          reg_mobile_num: mobile,
          country_code: "+91",
          user_password: "Secret#123",
        }),
        postJson(submitFinalRegistration, "/ng-api/v1/submitFinalRegistration", {
          whatsapp_number: mobile,
          country_code: "+91",
          email_address: `spec2.${mobile}@example.com`,
          child_name: "Spec2 Child",
          child_age: 8,
          course_id: courseId,
          timezone_name: "Asia/Kolkata",
          cust_otp: otps[i],
        }).then(async (r) => ({ status: r.status, body: await r.json() })),
        // Any other insert of a student (seeds, fixtures, admin tools): the trigger's path.
        makeUser(db.pool.db, {
          mobile,
          // Proved by an OTP like the other two: a contact nobody verified is refused by spec 1.
          mobileVerifiedAt: deps.now(),
          firstName: "Other",
          email: `other.${mobile}@example.com`,
        }).then(() => ({ status: 200, body: {} })),
      ]),
    );
    expect(
      answers.map((a) => a.status),
      JSON.stringify(answers.filter((a) => a.status !== 200)),
    ).toEqual(answers.map(() => 200));

    for (const mobile of mobiles) {
      const fams = await db.t.db.select().from(families).where(eq(families.mobile, mobile));
      expect(fams).toHaveLength(1);
      const kids = await db.t.db
        .select({ firstName: users.firstName })
        .from(users)
        .where(inArray(users.familyId, [fams[0]!.id]));
      expect(kids.map((k) => k.firstName).sort()).toEqual(["Other", "Spec1", "Spec2"]);
    }
  });
});
