import { count, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as saveDemoLeads } from "@/app/(api)/save-demo-leads/route";
import { POST as savePixelCount } from "@/app/(api)/save-pixel-count/route";
import { demoLeads, pixelCounts } from "@/db/schema";
import { issueOtp } from "@/lib/auth/otp";
import { now as clockNow } from "@/lib/clock";
import { demoLeadResponse } from "@/lib/growth/lead-schema";
import { GROWTH_MESSAGES as M } from "@/lib/growth/messages";
import { savePixelCountResponse } from "@/lib/growth/pixel-schemas";
import { LEAD_REDIRECT } from "@/lib/growth/save-demo-lead";
import { addDays } from "@/lib/scheduling/zoned-time";
import { accountsTestContext, postJson } from "../support/legacy-client";

const ctx = accountsTestContext();

let counter = 0;
const freshMobile = () => String(9_700_000_000 + ++counter);
/** A date `days` after the route clock's UTC date. */
const inDays = (days: number) => addDays(clockNow().toISOString().slice(0, 10), days);

/** A login-or-signup code for the mobile, as sendOTPForLoginORSignup would have sent it. */
async function otpFor(mobile: string, code = "123456") {
  await issueOtp(ctx.db, {
    purpose: "login_or_signup",
    destination: `+91${mobile}`,
    now: ctx.deps.now(),
    code,
  });
  return code;
}

const lead = (mobile: string, over: Record<string, unknown> = {}) => ({
  name: "Meera Iyer",
  email: "meera@example.com",
  mobile,
  category: "Music",
  subject: "Piano",
  budget: "1000-2000",
  date: inDays(2),
  time: "17:30",
  time_zone: "Asia/Kolkata",
  otp: "123456",
  password: "secret-pass-1",
  ...over,
});

const leadsOf = async (mobile: string) =>
  (await ctx.db.select({ n: count() }).from(demoLeads).where(eq(demoLeads.mobile, mobile)))[0]!.n;

describe("POST /save-demo-leads", () => {
  it("saves a verified lead with its time in the visitor's zone and answers 200 and the redirect", async () => {
    const mobile = freshMobile();
    await otpFor(mobile);
    const res = await postJson(saveDemoLeads, "/save-demo-leads", lead(mobile));
    expect(res.status).toBe(200);
    expect(demoLeadResponse.parse(await res.json())).toEqual({
      status: "success",
      responseCode: 200,
      message: M.leadSaved,
      redirect: LEAD_REDIRECT,
    });
    const [row] = await ctx.db
      .select()
      .from(demoLeads)
      .where(eq(demoLeads.mobile, mobile))
      .orderBy(desc(demoLeads.id));
    expect(row).toMatchObject({ countryCode: "+91", subject: "Piano", timeZone: "Asia/Kolkata" });
    // 17:30 in Kolkata is 12:00 UTC.
    expect(row!.preferredAt.toISOString()).toBe(`${inDays(2)}T12:00:00.000Z`);
    expect(row!.passwordHash).not.toContain("secret-pass-1");
  });

  it("answers 222 for a past date or a time outside teaching hours, before using the OTP", async () => {
    const mobile = freshMobile();
    await otpFor(mobile);
    for (const over of [{ date: inDays(-1) }, { time: "06:00" }, { time: "22:30" }]) {
      const res = await postJson(saveDemoLeads, "/save-demo-leads", lead(mobile, over));
      expect(await res.json()).toMatchObject({ responseCode: 222, message: M.leadTimeInvalid });
    }
    // The code is still good: the same lead at a right time is saved.
    const ok = await postJson(saveDemoLeads, "/save-demo-leads", lead(mobile));
    expect(await ok.json()).toMatchObject({ responseCode: 200 });
    expect(await leadsOf(mobile)).toBe(1);
  });

  it("answers 202 for a wrong, missing or used OTP and saves nothing", async () => {
    const mobile = freshMobile();
    await otpFor(mobile);
    const wrong = await postJson(
      saveDemoLeads,
      "/save-demo-leads",
      lead(mobile, { otp: "654321" }),
    );
    expect(await wrong.json()).toMatchObject({ responseCode: 202, message: M.leadOtpInvalid });
    const never = await postJson(saveDemoLeads, "/save-demo-leads", lead(freshMobile()));
    expect(await never.json()).toMatchObject({ responseCode: 202 });
    expect(await leadsOf(mobile)).toBe(0);
    // Used up by a saved lead: a second post with the same code is refused.
    expect(
      await (await postJson(saveDemoLeads, "/save-demo-leads", lead(mobile))).json(),
    ).toMatchObject({ responseCode: 200 });
    expect(
      await (await postJson(saveDemoLeads, "/save-demo-leads", lead(mobile))).json(),
    ).toMatchObject({ responseCode: 202 });
  });

  it("refuses bad fields with 400 and the field's first message", async () => {
    const res = await postJson(
      saveDemoLeads,
      "/save-demo-leads",
      lead("12345", { email: "not-an-email", date: "" }),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors).toMatchObject({
      mobile: "Please Fill Correct Mobile Number",
      email: "Please enter a valid email address.",
      date: M.leadTimeMissing,
    });
  });
});

describe("POST /save-pixel-count", () => {
  it("counts a hit with the caller's address, never the body's", async () => {
    const res = await postJson(
      savePixelCount,
      "/save-pixel-count",
      { sourceId: 5, pixelName: "booking", countryName: "India", ipAddress: "1.2.3.4" },
      { "x-forwarded-for": "81.2.69.142" },
    );
    expect(res.status).toBe(200);
    const { id } = savePixelCountResponse.parse(await res.json());
    const [row] = await ctx.db.select().from(pixelCounts).where(eq(pixelCounts.id, id));
    expect(row).toMatchObject({ sourceId: 5, pixelName: "booking", ipAddress: "81.2.69.142" });
  });

  it("fills an empty country from the address (offline lookup)", async () => {
    const res = await postJson(
      savePixelCount,
      "/save-pixel-count",
      { sourceId: 1, pixelName: "booking", countryName: "" },
      { "x-forwarded-for": "81.2.69.142" },
    );
    const { id } = savePixelCountResponse.parse(await res.json());
    const [row] = await ctx.db.select().from(pixelCounts).where(eq(pixelCounts.id, id));
    expect(row!.countryName).toBe("GB");
  });

  it("refuses a missing source or pixel name with 400 and counts nothing", async () => {
    const before = (await ctx.db.select({ n: count() }).from(pixelCounts))[0]!.n;
    for (const body of [
      { pixelName: "booking" },
      { sourceId: 1 },
      { sourceId: "x", pixelName: "b" },
    ]) {
      const res = await postJson(savePixelCount, "/save-pixel-count", body);
      expect(res.status).toBe(400);
    }
    expect((await ctx.db.select({ n: count() }).from(pixelCounts))[0]!.n).toBe(before);
  });
});
