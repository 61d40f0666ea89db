import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as addReferralStudent } from "@/app/(api)/add-referral-student/route";
import { POST as sendReferMessage } from "@/app/(api)/api/send-refer-message/route";
import { GET as courseInvite } from "@/app/(api)/courses/[stream]/[course]/invite/[userId]/route";
import { GET as invite } from "@/app/(api)/invite/[userId]/route";
import { POST as userRegistrationStudent } from "@/app/(api)/ng-api/v1/userRegistrationStudent/route";
import { outboxMessages, referralInvitations, users } from "@/db/schema";
import { issueOtp, verifyOtp } from "@/lib/auth/otp";
import { FIELD_MESSAGES } from "@/lib/fields";
import { GROWTH_MESSAGES as M } from "@/lib/growth/messages";
import { REFERRER_COOKIE } from "@/lib/growth/referral-link";
import { referralsOf } from "@/lib/growth/referrals-of";
import { REFER_DAILY_LIMIT } from "@/lib/growth/send-refer-message";
import { makeUser } from "../support/factories";
import {
  accountsTestContext,
  callV1,
  cookieHeaderFor,
  postJson,
  responseCookies,
} from "../support/legacy-client";

const ctx = accountsTestContext();

let counter = 0;
const freshMobile = () => String(9_800_000_000 + ++counter);

async function referrer() {
  const user = await makeUser(ctx.db, { firstName: "Ravi", mobile: freshMobile() });
  return { user, cookie: (await cookieHeaderFor(user)).cookie };
}

const refer = (cookie: string, body: unknown) =>
  postJson(sendReferMessage, "/api/send-refer-message", body, { cookie });
const addStudent = (cookie: string, body: unknown) =>
  postJson(addReferralStudent, "/add-referral-student", body, { cookie });

describe("POST /api/send-refer-message", () => {
  it("sends each new number one SMS with the caller's invite link, de-duplicated", async () => {
    const { user, cookie } = await referrer();
    const a = freshMobile();
    const b = freshMobile();
    const res = await refer(cookie, { user_id: user.id, mobile_list: `${a}, +91 ${a}, ${b}` });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ responseCode: 200, sent: 2, already_invited: 0 });
    const sms = await ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, `+91${a}`));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain(`/invite/${user.id}`);
    expect(sms[0]!.body).toContain(user.referralCode);
    // Again: nobody is messaged twice.
    const again = await refer(cookie, { user_id: user.id, mobile_list: [a, b] });
    expect(await again.json()).toMatchObject({ sent: 0, already_invited: 2 });
    expect(
      await ctx.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, `+91${a}`)),
    ).toHaveLength(1);
  });

  it("refuses an empty list, a bad number, another user's id and a stranger", async () => {
    const { user, cookie } = await referrer();
    const other = await makeUser(ctx.db, { mobile: freshMobile() });
    const empty = await refer(cookie, { user_id: user.id, mobile_list: " , " });
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors.mobile_list).toBe(M.referListRequired);
    const bad = await refer(cookie, { user_id: user.id, mobile_list: [freshMobile(), "12ab"] });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe(M.referListInvalid);
    const notMe = await refer(cookie, { user_id: other.id, mobile_list: [freshMobile()] });
    expect(notMe.status).toBe(403);
    const anonymous = await postJson(sendReferMessage, "/api/send-refer-message", {
      user_id: user.id,
      mobile_list: [freshMobile()],
    });
    expect(anonymous.status).toBe(401);
    const rows = await ctx.db
      .select()
      .from(referralInvitations)
      .where(eq(referralInvitations.referrerId, user.id));
    expect(rows).toEqual([]);
  });

  it("stops at the daily limit and sends nothing of the list that passes it", async () => {
    const { user, cookie } = await referrer();
    const batch = () => Array.from({ length: 10 }, freshMobile);
    for (let sent = 0; sent + 10 <= REFER_DAILY_LIMIT; sent += 10) {
      expect((await refer(cookie, { user_id: user.id, mobile_list: batch() })).status).toBe(200);
    }
    const over = batch();
    const res = await refer(cookie, { user_id: user.id, mobile_list: over });
    expect(res.status).toBe(429);
    expect((await res.json()).message).toBe(M.referDailyLimit);
    expect(
      await ctx.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, `+91${over[0]}`)),
    ).toEqual([]);
  });
});

describe("POST /add-referral-student", () => {
  it("records the student as the caller's invitation, once", async () => {
    const { user, cookie } = await referrer();
    const mobile = "7911123456";
    const body = { name: "Kabir", country_code: "+44", mobile, email: "kabir@example.com" };
    const res = await addStudent(cookie, body);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ responseCode: 200, message: M.studentAdded });
    const again = await addStudent(cookie, body);
    expect(again.status).toBe(409);
    expect((await again.json()).errors.mobile).toBe(M.studentAlreadyInvited);
    const summary = await referralsOf(ctx.db, user.id);
    expect(summary.invitations).toMatchObject([
      { name: "Kabir", mobile: "+44 7911123456", kind: "student" },
    ]);
  });

  it("gives the first message of each bad field", async () => {
    const { cookie } = await referrer();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { country_code: "", mobile: "9812345678" },
        { country_code: FIELD_MESSAGES.countryCodeRequired },
      ],
      [{ country_code: "+91", mobile: "" }, { mobile: FIELD_MESSAGES.whatsappRequired }],
      [{ country_code: "+91", mobile: "98 1234 5678" }, { mobile: FIELD_MESSAGES.whatsappInvalid }],
      [{ country_code: "+91", mobile: "1234" }, { mobile: FIELD_MESSAGES.whatsappInvalid }],
      [
        { country_code: "+91", mobile: "9812345678", email: "a b@x" },
        { email: FIELD_MESSAGES.emailInvalid },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await addStudent(cookie, body);
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual(errors);
    }
    const anonymous = await postJson(addReferralStudent, "/add-referral-student", {
      country_code: "+91",
      mobile: "9812345678",
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("invite links", () => {
  const open = (handler: typeof invite, path: string, params: Record<string, string>) =>
    handler(new Request(`http://localhost${path}`), { params: Promise.resolve(params) });

  it("remember the referrer and land on the signup or the course", async () => {
    const { user } = await referrer();
    const res = await open(invite, `/invite/${user.id}`, { userId: String(user.id) });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/login");
    expect(responseCookies(res)[REFERRER_COOKIE]).toBe(user.referralCode);
    const course = await open(courseInvite, `/courses/music/piano/invite/${user.id}`, {
      stream: "music",
      course: "piano",
      userId: String(user.id),
    });
    expect(course.headers.get("location")).toBe("/courses/music/piano");
    expect(responseCookies(course)[REFERRER_COOKIE]).toBe(user.referralCode);
  });

  it("land without a cookie for an unknown referrer", async () => {
    const res = await open(invite, "/invite/999999", { userId: "999999" });
    expect(res.status).toBe(303);
    expect(responseCookies(res)[REFERRER_COOKIE]).toBeUndefined();
  });

  it("make the signup record who referred, and the referrer sees them", async () => {
    const { user } = await referrer();
    const mobile = freshMobile();
    const destination = `+91${mobile}`;
    await issueOtp(ctx.db, {
      purpose: "register",
      destination,
      now: ctx.deps.now(),
      code: "246810",
    });
    await verifyOtp(ctx.db, {
      purpose: "register",
      destination,
      code: "246810",
      now: ctx.deps.now(),
      keep: true,
    });
    const res = await callV1(
      userRegistrationStudent,
      "userRegistrationStudent",
      {
        first_name: "Nila",
        last_name: "Rao",
        email: `nila${mobile}@example.com`,
        reg_mobile_num: mobile,
        country_code: "+91",
        user_password: "Secret#123",
      },
      { cookie: `${REFERRER_COOKIE}=${user.referralCode}` },
    );
    expect(res.status).toBe(200);
    const [joined] = await ctx.db
      .select({ referredById: users.referredById })
      .from(users)
      .where(and(eq(users.mobile, mobile), eq(users.role, "student")));
    expect(joined!.referredById).toBe(user.id);
    const summary = await referralsOf(ctx.db, user.id);
    expect(summary.joined).toMatchObject([{ name: "Nila Rao", reward: null }]);
  });
});
