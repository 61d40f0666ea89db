import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getSelfAndSiblingsForDob } from "@/app/(api)/get-self-and-siblings-for-dob/route";
import { GET as getSelfAndSiblings } from "@/app/(api)/ng-api/v1/getSelfAndSiblings/route";
import { POST as otpLoginOrSignup } from "@/app/(api)/ng-api/v1/otpLoginOrSignup/route";
import { POST as sendOtpForLoginOrSignup } from "@/app/(api)/ng-api/v1/sendOTPForLoginORSignup/route";
import { POST as submitFinalRegistration } from "@/app/(api)/ng-api/v1/submitFinalRegistration/route";
import { POST as submitSiblingDataOnLogin } from "@/app/(api)/ng-api/v1/submitSiblingDataOnLogin/route";
import { POST as submitSiblingsDob } from "@/app/(api)/st/submit-siblings-dob/route";
import { POST as submitStudentState } from "@/app/(api)/st/submit-student-state/route";
import { POST as submitStudentTimezone } from "@/app/(api)/st/submit-student-timezone/route";
import { POST as submitStudentDetail } from "@/app/(api)/st/submitStudentData/route";
import { POST as submitSiblingInfo } from "@/app/(api)/submit-sibling-info/route";
import { GET as switchSiblingUser } from "@/app/(api)/switch-sibling-user/[sibling_id]/route";
import { families, users } from "@/db/schema";
import { OTP_RESEND_COOLDOWN_MS } from "@/lib/auth/otp";
import { now as clockNow } from "@/lib/clock";
import { utcDateOf } from "@/lib/family/age";
import { sameFamily } from "@/lib/family/family";
import { FAMILY_MESSAGES as M } from "@/lib/family/messages";
import {
  getSelfAndSiblingsResponse,
  selfAndSiblingsForDobResponse,
  siblingInfoResponse,
  submitFinalRegistrationResponse,
  submitSiblingDataOnLoginResponse,
  submitSiblingsDobFailure,
  switchSiblingResponse,
} from "@/lib/family/schemas";
import { lastOtpSentTo, wrongCode } from "../support/auth-deps";
import { makeCountry, makeCourse, makeStream, makeSubject, makeUser } from "../support/factories";
import {
  accountsTestContext,
  cookieHeaderFor,
  freshIp,
  postJson,
  sessionFromResponse,
} from "../support/legacy-client";

const ctx = accountsTestContext();

let counter = 0;
const freshMobile = () => String(9_600_000_000 + ++counter);

/** A date of birth `years` before the route clock's UTC date (plus `days`). */
function dobYearsAgo(years: number, days = 0): string {
  const d = new Date(`${utcDateOf(clockNow())}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A parent's family: two children on one mobile (the trigger makes the family). */
async function makeFamily() {
  const mobile = freshMobile();
  const older = await makeUser(ctx.db, { mobile, firstName: "Aarav", lastName: "Shah" });
  const younger = await makeUser(ctx.db, {
    mobile,
    firstName: "Diya",
    lastName: "Shah",
    dob: dobYearsAgo(6),
  });
  const cookie = (await cookieHeaderFor(older)).cookie;
  return { mobile, older, younger, cookie };
}

const get = (handler: typeof switchSiblingUser, path: string, headers: Record<string, string>) =>
  handler(new Request(`http://localhost${path}`, { headers }), {
    params: Promise.resolve<Record<string, string>>(
      path.startsWith("/switch-sibling-user/") ? { sibling_id: path.split("/")[2]! } : {},
    ),
  });

const row = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

describe("POST /submit-sibling-info", () => {
  it("adds a child without contact data to the caller's family", async () => {
    const { older, cookie } = await makeFamily();
    const dob = dobYearsAgo(9);
    const res = await postJson(
      submitSiblingInfo,
      "/submit-sibling-info",
      { first_name: " Kabir ", last_name: "Shah", sex: "1", dob, school_name: "DPS Pune" },
      { cookie },
    );
    expect(res.status).toBe(200);
    const body = siblingInfoResponse.parse(await res.json());
    expect(body).toMatchObject({
      status: true,
      message: M.siblingAdded,
      redirect_to: "/st/dashboard",
    });
    const child = await row(body.sibling_id);
    expect(child).toMatchObject({
      role: "student",
      familyId: (await row(older.id)).familyId,
      firstName: "Kabir",
      lastName: "Shah",
      gender: 1,
      dob,
      age: 9,
      companyName: "DPS Pune",
      email: null,
      mobile: null,
    });
  });

  it("reports every empty field at once with the spec's messages", async () => {
    const { cookie } = await makeFamily();
    const res = await postJson(submitSiblingInfo, "/submit-sibling-info", { sex: "0" }, { cookie });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({
      first_name: "First Name can not be empty",
      last_name: "Last name can not be empty",
      sex: "Gender can not be empty",
      dob: "Date of birth can not be empty",
      school_name: "School name can not be empty",
    });
  });

  it("refuses ages outside 4–14 on the server", async () => {
    const { older, cookie } = await makeFamily();
    const base = { first_name: "A", last_name: "B", sex: 2, school_name: "S" };
    const young = await postJson(
      submitSiblingInfo,
      "/submit-sibling-info",
      { ...base, dob: dobYearsAgo(4, 1) },
      { cookie },
    );
    expect((await young.json()).errors).toEqual({ dob: "Age must be at least 4 years." });
    const old = await postJson(
      submitSiblingInfo,
      "/submit-sibling-info",
      { ...base, dob: dobYearsAgo(15) },
      { cookie },
    );
    expect((await old.json()).errors).toEqual({ dob: "Age must not be greater then 14 years." });
    const family = (await row(older.id)).familyId!;
    expect(await ctx.db.select().from(users).where(eq(users.familyId, family))).toHaveLength(2);
  });

  it("is for students only", async () => {
    const teacher = await makeUser(ctx.db, { role: "teacher" });
    const res = await postJson(
      submitSiblingInfo,
      "/submit-sibling-info",
      { first_name: "A", last_name: "B", sex: 1, dob: dobYearsAgo(8), school_name: "S" },
      await cookieHeaderFor(teacher),
    );
    expect(res.status).toBe(403);
  });
});

describe("GET /switch-sibling-user/{sibling_id}", () => {
  it("re-issues the session as the sibling (JSON for a script, 303 for a page link)", async () => {
    const { younger, cookie } = await makeFamily();
    const res = await get(switchSiblingUser, `/switch-sibling-user/${younger.id}`, { cookie });
    expect(res.status).toBe(200);
    expect(switchSiblingResponse.parse(await res.json())).toMatchObject({
      sibling_id: younger.id,
      redirect_to: "/st/dashboard",
    });
    expect(await sessionFromResponse(res)).toMatchObject({ uid: younger.id, role: "student" });

    const page = await get(switchSiblingUser, `/switch-sibling-user/${younger.id}`, {
      cookie,
      "sec-fetch-mode": "navigate",
      "sec-fetch-site": "same-origin",
    });
    expect(page.status).toBe(303);
    expect(new URL(page.headers.get("location")!).pathname).toBe("/st/dashboard");
    expect(await sessionFromResponse(page)).toMatchObject({ uid: younger.id });
  });

  it("sets the tz cookie to a child's own zone, and back to the parent's on the way back", async () => {
    const { older, younger, cookie } = await makeFamily();
    await ctx.db.update(users).set({ timeZone: "America/New_York" }).where(eq(users.id, older.id));
    await ctx.db.update(users).set({ timeZone: "Europe/London" }).where(eq(users.id, younger.id));
    const tzCookie = (res: Response) =>
      res.headers
        .getSetCookie()
        .find((c) => c.startsWith("tz="))
        ?.split(";")[0] ?? null;

    const toChild = await get(switchSiblingUser, `/switch-sibling-user/${younger.id}`, {
      cookie: `${cookie}; tz=America%2FNew_York`,
    });
    expect(toChild.status).toBe(200);
    expect(tzCookie(toChild)).toBe("tz=Europe%2FLondon");
    // The cookie already shows the child's zone: nothing to change.
    const again = await get(switchSiblingUser, `/switch-sibling-user/${younger.id}`, {
      cookie: `${cookie}; tz=Europe%2FLondon`,
    });
    expect(tzCookie(again)).toBeNull();

    const childCookie = (await cookieHeaderFor(younger)).cookie;
    const back = await get(switchSiblingUser, `/switch-sibling-user/${older.id}`, {
      cookie: `${childCookie}; tz=Europe%2FLondon`,
      "sec-fetch-mode": "navigate",
      "sec-fetch-site": "same-origin",
    });
    expect(back.status).toBe(303);
    expect(tzCookie(back)).toBe("tz=America%2FNew_York");
  });

  it("keeps the browser's zone for a child who shares the parent's zone", async () => {
    const { younger, cookie } = await makeFamily();
    const res = await get(switchSiblingUser, `/switch-sibling-user/${younger.id}`, {
      cookie: `${cookie}; tz=America%2FChicago`,
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("tz="))).toBe(false);
  });

  it("answers 403 and keeps the session for another family's child or an inactive sibling", async () => {
    const mine = await makeFamily();
    const theirs = await makeFamily();
    const inactive = await makeUser(ctx.db, { mobile: mine.mobile, isActive: false });
    for (const id of [theirs.older.id, theirs.younger.id, inactive.id]) {
      const res = await get(switchSiblingUser, `/switch-sibling-user/${id}`, {
        cookie: mine.cookie,
      });
      expect(res.status).toBe(403);
      expect(await sessionFromResponse(res)).toBeNull();
    }
    const teacher = await makeUser(ctx.db, { role: "teacher", mobile: mine.mobile });
    const asTeacher = await get(
      switchSiblingUser,
      `/switch-sibling-user/${mine.younger.id}`,
      await cookieHeaderFor(teacher),
    );
    expect(asTeacher.status).toBe(403);
    const anonymous = await get(switchSiblingUser, `/switch-sibling-user/${mine.younger.id}`, {});
    expect(anonymous.status).toBe(401);
    // A link on another site cannot switch the child (the GET changes the session).
    const crossSite = await get(switchSiblingUser, `/switch-sibling-user/${mine.younger.id}`, {
      cookie: mine.cookie,
      "sec-fetch-site": "cross-site",
      "sec-fetch-mode": "navigate",
    });
    expect(crossSite.status).toBe(403);
    expect(await sessionFromResponse(crossSite)).toBeNull();
  });
});

describe("the same-family rule", () => {
  it("holds for two students of one family only", async () => {
    const mine = await makeFamily();
    const theirs = await makeFamily();
    const teacher = await makeUser(ctx.db, { role: "teacher", mobile: mine.mobile });
    expect(await sameFamily(ctx.db, mine.older.id, mine.younger.id)).toBe(true);
    expect(await sameFamily(ctx.db, mine.older.id, theirs.older.id)).toBe(false);
    expect(await sameFamily(ctx.db, mine.older.id, teacher.id)).toBe(false);
    expect(await sameFamily(ctx.db, mine.older.id, 2_000_000_000)).toBe(false);
  });
});

describe("family lists", () => {
  it("GET get-self-and-siblings-for-dob lists the children without a date of birth", async () => {
    const { older, cookie } = await makeFamily();
    await makeFamily();
    const res = await get(getSelfAndSiblingsForDob, "/get-self-and-siblings-for-dob", { cookie });
    const body = selfAndSiblingsForDobResponse.parse(await res.json());
    expect(body.data.map((c) => c.sibling_id)).toEqual([older.id]);
  });

  it("GET {v1}getSelfAndSiblings answers the caller first, then the siblings", async () => {
    const { older, younger } = await makeFamily();
    const res = await get(
      getSelfAndSiblings,
      "/ng-api/v1/getSelfAndSiblings",
      await cookieHeaderFor(younger),
    );
    const body = getSelfAndSiblingsResponse.parse(await res.json());
    expect(body.user_id).toBe(younger.id);
    expect(body.userAndSiblings.map((c) => [c.sibling_id, c.is_self, c.age])).toEqual([
      [younger.id, true, 6],
      [older.id, false, null],
    ]);
  });
});

describe("POST {v1}submitSiblingDataOnLogin", () => {
  const choose = (body: unknown, cookie: string) =>
    postJson(submitSiblingDataOnLogin, "/ng-api/v1/submitSiblingDataOnLogin", body, { cookie });

  it("needs a choice, and a name and age for someone new", async () => {
    const { cookie } = await makeFamily();
    const none = await choose({}, cookie);
    expect(none.status).toBe(400);
    expect((await none.json()).errors).toEqual({ sibling_id: M.chooseSibling });
    const incomplete = await choose({ sibling_id: "new", age: "3" }, cookie);
    expect((await incomplete.json()).errors).toEqual({
      name: M.childNameRequired,
      age: "Age must be at least 4 years.",
    });
  });

  it("switches to the chosen sibling and goes to the book-demo slug", async () => {
    const { younger, cookie } = await makeFamily();
    const res = await choose({ sibling_id: String(younger.id), course_slug: "piano" }, cookie);
    expect(submitSiblingDataOnLoginResponse.parse(await res.json())).toMatchObject({
      sibling_id: younger.id,
      redirect_to: "/st/book-demo/piano",
    });
    expect(await sessionFromResponse(res)).toMatchObject({ uid: younger.id });
  });

  it("self keeps the caller; new adds a child and switches to it", async () => {
    const { older, cookie } = await makeFamily();
    const self = await choose({ sibling_id: "self" }, cookie);
    expect(await self.json()).toMatchObject({ sibling_id: older.id, redirect_to: "/st/dashboard" });
    const res = await choose({ sibling_id: "new", name: "Meera Shah", age: 7 }, cookie);
    const body = submitSiblingDataOnLoginResponse.parse(await res.json());
    expect(await row(body.sibling_id)).toMatchObject({
      firstName: "Meera",
      lastName: "Shah",
      age: 7,
      mobile: null,
      familyId: (await row(older.id)).familyId,
    });
    expect(await sessionFromResponse(res)).toMatchObject({ uid: body.sibling_id });
  });

  it("uses the chosen child's own zone; a new child starts with the caller's", async () => {
    const { older, younger, cookie } = await makeFamily();
    await ctx.db.update(users).set({ timeZone: "America/New_York" }).where(eq(users.id, older.id));
    await ctx.db.update(users).set({ timeZone: "Asia/Dubai" }).where(eq(users.id, younger.id));
    const withTz = `${cookie}; tz=America%2FNew_York`;
    const tzOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith("tz="));
    const chosen = await choose({ sibling_id: String(younger.id) }, withTz);
    expect(tzOf(chosen)).toMatch(/^tz=Asia%2FDubai;/);
    const added = await choose({ sibling_id: "new", name: "Kabir Shah", age: 8 }, withTz);
    const body = submitSiblingDataOnLoginResponse.parse(await added.json());
    expect((await row(body.sibling_id)).timeZone).toBe("America/New_York");
    expect(tzOf(added)).toBeUndefined();
  });

  it("answers 403 for another family's child and issues no session", async () => {
    const mine = await makeFamily();
    const theirs = await makeFamily();
    const res = await choose({ sibling_id: theirs.younger.id }, mine.cookie);
    expect(res.status).toBe(403);
    expect(await sessionFromResponse(res)).toBeNull();
  });
});

describe("POST {v1}submitFinalRegistration", () => {
  async function sendCode(mobile: string) {
    ctx.deps.clock.advance(OTP_RESEND_COOLDOWN_MS);
    const sent = await postJson(sendOtpForLoginOrSignup, "/ng-api/v1/sendOTPForLoginORSignup", {
      type: "mobile",
      cust_id: mobile,
      country_code: "+91",
    });
    expect(sent.status).toBe(200);
    return lastOtpSentTo(ctx.db, `+91${mobile}`);
  }
  const register = (body: unknown) =>
    postJson(submitFinalRegistration, "/ng-api/v1/submitFinalRegistration", body);

  it("requires e-mail, child name, age, course, time zone and a six-digit OTP", async () => {
    const res = await register({ cust_otp: "12" });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({
      email_address: M.emailRequired,
      child_name: M.childNameRequired,
      child_age: M.childAgeRequired,
      course_id: M.courseRequired,
      timezone_name: M.timezoneEmpty,
      cust_otp: M.otpIncomplete,
    });
  });

  it("makes a new family, then adds the next child to it after the OTP", async () => {
    const course = await makeCourse(
      ctx.db,
      await makeSubject(ctx.db, (await makeStream(ctx.db)).id),
    );
    const mobile = freshMobile();
    const details = {
      whatsapp_number: mobile,
      country_code: "+91",
      email_address: `parent${mobile}@example.com`,
      child_name: "Aarav Mehta",
      child_age: "9",
      course_id: String(course.id),
      timezone_name: "Asia/Kolkata",
      parent_name: "Neha Mehta",
    };
    const wrong = await register({ ...details, cust_otp: wrongCode(await sendCode(mobile)) });
    expect(await wrong.json()).toMatchObject({ status: false });
    expect(await sessionFromResponse(wrong)).toBeNull();

    const first = await register({ ...details, cust_otp: await sendCode(mobile) });
    const a = submitFinalRegistrationResponse.parse(await first.json());
    expect(a).toMatchObject({
      status: true,
      added_to_existing_family: false,
      redirect_to: `/st/book-demo/${course.slug}`,
    });
    expect(await sessionFromResponse(first)).toMatchObject({ uid: a.status && a.user_id });

    const second = await register({
      ...details,
      child_name: "Diya Mehta",
      child_age: 5,
      cust_otp: await sendCode(mobile),
    });
    const b = submitFinalRegistrationResponse.parse(await second.json());
    expect(b).toMatchObject({
      status: true,
      added_to_existing_family: true,
      message: M.addedToFamily,
    });
    if (!a.status || !b.status) throw new Error("both registrations succeed");
    const [ra, rb] = [await row(a.user_id), await row(b.user_id)];
    expect(ra.familyId).toBe(rb.familyId);
    expect(rb).toMatchObject({ firstName: "Diya", age: 5, mobile: null, email: null });
    const [family] = await ctx.db.select().from(families).where(eq(families.id, ra.familyId!));
    expect(family).toMatchObject({
      mobile,
      email: details.email_address,
      parentName: "Neha Mehta",
    });
    expect(family!.mobileVerifiedAt).not.toBeNull();
  });
});

describe("POST /st/submit-siblings-dob", () => {
  const save = (body: unknown, cookie: string) =>
    postJson(submitSiblingsDob, "/st/submit-siblings-dob", body, { cookie });

  it("saves the dates of birth of the family's children", async () => {
    const { older, younger, cookie } = await makeFamily();
    const res = await save(
      {
        siblings: [
          { sibling_id: older.id, date_of_birth: dobYearsAgo(10) },
          { sibling_id: younger.id, date_of_birth: dobYearsAgo(5) },
        ],
      },
      cookie,
    );
    expect(await res.json()).toEqual({ status: true, message: M.saved });
    expect((await row(older.id)).dob).toBe(dobYearsAgo(10));
    expect((await row(younger.id)).dob).toBe(dobYearsAgo(5));
  });

  it("puts each error beside its sibling and saves nothing", async () => {
    const { older, younger, cookie } = await makeFamily();
    const res = await save(
      {
        siblings: [
          { sibling_id: older.id, date_of_birth: dobYearsAgo(10) },
          { sibling_id: younger.id, date_of_birth: dobYearsAgo(2) },
        ],
      },
      cookie,
    );
    expect(res.status).toBe(400);
    expect(submitSiblingsDobFailure.parse(await res.json())).toEqual({
      status: false,
      message: "Age must be at least 4 years.",
      sibling_id: younger.id,
      sibling_errors: { [younger.id]: "Age must be at least 4 years." },
    });
    expect((await row(older.id)).dob).toBeNull();
    const empty = await save({ siblings: [{ sibling_id: older.id, date_of_birth: "" }] }, cookie);
    expect((await empty.json()).sibling_errors).toEqual({ [older.id]: M.dobEmpty });
  });

  it("answers 403 for another family's child and changes nothing", async () => {
    const mine = await makeFamily();
    const theirs = await makeFamily();
    const res = await save(
      {
        siblings: [
          { sibling_id: mine.older.id, date_of_birth: dobYearsAgo(10) },
          { sibling_id: theirs.older.id, date_of_birth: dobYearsAgo(10) },
        ],
      },
      mine.cookie,
    );
    expect(res.status).toBe(403);
    const rows = await ctx.db
      .select({ dob: users.dob })
      .from(users)
      .where(inArray(users.id, [mine.older.id, theirs.older.id]));
    expect(rows.map((r) => r.dob)).toEqual([null, null]);
  });
});

describe("student detail prompts of spec 2", () => {
  it("/st/submit-student-state needs state and city; saves for a sibling; 403 for another family", async () => {
    const { younger, cookie } = await makeFamily();
    const theirs = await makeFamily();
    const empty = await postJson(submitStudentState, "/st/submit-student-state", {}, { cookie });
    expect((await empty.json()).errors).toEqual({ state: M.stateRequired, city: M.cityRequired });
    const ok = await postJson(
      submitStudentState,
      "/st/submit-student-state",
      { user_id: younger.id, state: "Maharashtra", city: "Pune" },
      { cookie },
    );
    expect(await ok.json()).toEqual({ status: true, message: M.saved });
    expect(await row(younger.id)).toMatchObject({ state: "Maharashtra", city: "Pune" });
    const other = await postJson(
      submitStudentState,
      "/st/submit-student-state",
      { user_id: theirs.older.id, state: "Goa", city: "Panaji" },
      { cookie },
    );
    expect(other.status).toBe(403);
    expect((await row(theirs.older.id)).state).toBeNull();
  });

  it("/st/submit-student-timezone needs an IANA zone and a country", async () => {
    const { older, cookie } = await makeFamily();
    const country = await makeCountry(ctx.db, { iso2: "AE" });
    const bad = await postJson(
      submitStudentTimezone,
      "/st/submit-student-timezone",
      { timezone: "+05:30" },
      { cookie },
    );
    expect((await bad.json()).errors).toEqual({
      timezone: M.timeZoneInvalid,
      country_id: M.countryRequired,
    });
    const ok = await postJson(
      submitStudentTimezone,
      "/st/submit-student-timezone",
      { timezone: "Asia/Dubai", country_id: country.id },
      { cookie },
    );
    expect(ok.status).toBe(200);
    expect(await row(older.id)).toMatchObject({ timeZone: "Asia/Dubai", countryIso2: "AE" });
  });

  it("/st/submitStudentData needs a name and a valid e-mail, unique among students", async () => {
    const { older, cookie } = await makeFamily();
    const bad = await postJson(
      submitStudentDetail,
      "/st/submitStudentData",
      { name: " ", email: "not-an-email" },
      { cookie },
    );
    expect((await bad.json()).errors).toEqual({
      name: M.studentNameRequired,
      email: M.emailInvalid,
    });
    const taken = await makeUser(ctx.db, { email: "taken.family@example.com" });
    const clash = await postJson(
      submitStudentDetail,
      "/st/submitStudentData",
      { name: "Aarav Shah", email: taken.email },
      { cookie },
    );
    expect(clash.status).toBe(409);
    const ok = await postJson(
      submitStudentDetail,
      "/st/submitStudentData",
      { name: "Aarav  K Shah", email: "Aarav.K@Example.com" },
      { cookie },
    );
    expect(ok.status).toBe(200);
    expect(await row(older.id)).toMatchObject({
      firstName: "Aarav",
      lastName: "K Shah",
      email: "aarav.k@example.com",
    });
  });
});

describe("family-aware OTP login (spec 2)", () => {
  it("reaches a child added without contact data and offers the sibling choice", async () => {
    const { mobile, older, cookie } = await makeFamily();
    const added = siblingInfoResponse.parse(
      await (
        await postJson(
          submitSiblingInfo,
          "/submit-sibling-info",
          { first_name: "Kabir", last_name: "Shah", sex: 1, dob: dobYearsAgo(8), school_name: "S" },
          { cookie },
        )
      ).json(),
    );
    ctx.deps.clock.advance(OTP_RESEND_COOLDOWN_MS);
    const ip = freshIp();
    await postJson(
      sendOtpForLoginOrSignup,
      "/ng-api/v1/sendOTPForLoginORSignup",
      { type: "mobile", cust_id: mobile, country_code: "+91" },
      { "x-forwarded-for": ip },
    );
    const otp = await lastOtpSentTo(ctx.db, `+91${mobile}`);
    const res = await postJson(
      otpLoginOrSignup,
      "/ng-api/v1/otpLoginOrSignup",
      { type: "mobile", cust_id: mobile, country_code: "+91", cust_otp: otp },
      { "x-forwarded-for": ip },
    );
    const body = await res.json();
    expect(body.user.user_id).toBe(older.id);
    expect(body.user.siblings.map((s: { user_id: number }) => s.user_id)).toContain(
      added.sibling_id,
    );
    expect(body.next_step).toEqual({
      kind: "show-sibling-choice",
      rule: "family-sibling",
      course_slug: null,
    });
    expect(body.redirect_to).toBe("/st/dashboard");
  });
});
