import { eq } from "drizzle-orm";
import { describe, expect, it, beforeAll } from "vitest";
import { GET as allCountries } from "@/app/(api)/api/get-all-countries/route";
import { GET as allStates } from "@/app/(api)/api/get-all-states/route";
import { GET as allZones } from "@/app/(api)/api/get-all-timezones/route";
import { GET as zonesByRegion } from "@/app/(api)/api/get-all-timezones-group-by-region/route";
import { POST as checkPincode } from "@/app/(api)/check-pincode/route";
import { POST as sendOtpForProfile } from "@/app/(api)/send-otp-for-profile/route";
import { GET as loadOwnProfile } from "@/app/(api)/st/load-student-profile/route";
import { GET as loadProfileById } from "@/app/(api)/st/load-student-profile/[id]/route";
import { POST as submitExtraInfo } from "@/app/(api)/submit-extra-info/route";
import { extraInfoSubmissions, families, otpCodes, states, users } from "@/db/schema";
import {
  getAllCountriesResponse,
  getAllStatesResponse,
  getAllTimezonesByRegionResponse,
  getAllTimezonesResponse,
} from "@/lib/family/lookups/schemas";
import { PROFILE_MESSAGES as M } from "@/lib/family/profile/messages";
import {
  checkPincodeResponse,
  loadStudentProfileResponse,
  submitExtraInfoResponse,
} from "@/lib/family/profile/schemas";
import { FIELD_MESSAGES } from "@/lib/fields";
import { encodeId } from "@/lib/ids";
import { postAs } from "../support/booking-fixtures";
import { makeCountry, makeTeacher, makeStream, makeSubject, makeUser } from "../support/factories";
import { lastOtpSentTo } from "../support/auth-deps";
import { accountsTestContext, cookieHeaderFor } from "../support/legacy-client";

const ctx = accountsTestContext();
type Who = { id: number; role: "student" | "teacher" | "admin" };

let aarav: Who;
let diya: Who;
let stranger: Who;
let teacher: Who;
let indiaId: number;
let usId: number;

async function getAs(handler: typeof loadOwnProfile, path: string, who: Who | null, id?: string) {
  const cookie = who ? await cookieHeaderFor(who) : {};
  const res = await handler(new Request(`http://localhost${path}`, { headers: cookie }), {
    params: Promise.resolve<Record<string, string>>(id === undefined ? {} : { id }),
  });
  return { status: res.status, body: await res.json() };
}

const validProfile = (over: Record<string, unknown> = {}) => ({
  pincode: "560001",
  first_name: "Aarav",
  last_name: "Mehta",
  parent_name: "Neha Mehta",
  sex: "1",
  dob: "2016-01-15",
  school_name: "Greenwood High",
  addr: "12 MG Road",
  alt_mobile_num: "9812345678",
  country_code_add: "+91",
  timezone_add: "Asia/Kolkata",
  otp: "",
  ...over,
});

beforeAll(async () => {
  const db = ctx.t.db;
  indiaId = (await makeCountry(db, { name: "India", iso2: "IN", dialCode: "+91" })).id;
  usId = (await makeCountry(db, { name: "United States", iso2: "US", dialCode: "+1" })).id;
  await db.insert(states).values([
    { name: "Karnataka", countryIso2: "IN" },
    { name: "Kerala", countryIso2: "IN" },
    { name: "Texas", countryIso2: "US" },
  ]);
  const a = await makeUser(db, { firstName: "Aarav", lastName: "Mehta", mobile: "9000000101" });
  const d = await makeUser(db, { firstName: "Diya", lastName: "Mehta", mobile: "9000000101" });
  const s = await makeUser(db, { firstName: "Kabir", lastName: "Shah", mobile: "9000000202" });
  expect(d.familyId).toBe(a.familyId);
  expect(s.familyId).not.toBe(a.familyId);
  aarav = { id: a.id, role: "student" };
  diya = { id: d.id, role: "student" };
  stranger = { id: s.id, role: "student" };
  const stream = await makeStream(db);
  const t = await makeTeacher(db, await makeSubject(db, stream.id));
  teacher = { id: t.user.id, role: "teacher" };
});

describe("lookups", () => {
  it("lists countries and states, narrowed by country", async () => {
    const countries = getAllCountriesResponse.parse(
      (await getAs(allCountries, "/api/get-all-countries", null)).body,
    );
    expect(countries.data.map((c) => c.iso2)).toEqual(expect.arrayContaining(["IN", "US"]));
    const all = getAllStatesResponse.parse(
      (await getAs(allStates, "/api/get-all-states", null)).body,
    );
    expect(all.data).toHaveLength(3);
    const india = getAllStatesResponse.parse(
      (await getAs(allStates, "/api/get-all-states?country=in", null)).body,
    );
    expect(india.data.map((s) => s.name)).toEqual(["Karnataka", "Kerala"]);
    const bad = await getAs(allStates, "/api/get-all-states?country=India", null);
    expect(bad.status).toBe(400);
  });

  it("lists IANA zones with offsets, grouped by region, Kolkata labelled IST", async () => {
    const flat = getAllTimezonesResponse.parse(
      (await getAs(allZones, "/api/get-all-timezones", null)).body,
    );
    expect(flat.data.find((z) => z.zone === "Asia/Kolkata")).toMatchObject({
      offset_minutes: 330,
      label: "(UTC+05:30) Asia/Kolkata (IST)",
    });
    const grouped = getAllTimezonesByRegionResponse.parse(
      (await getAs(zonesByRegion, "/api/get-all-timezones-group-by-region", null)).body,
    );
    const america = grouped.data.find((g) => g.region === "America");
    expect(america?.zones.some((z) => z.zone === "America/New_York")).toBe(true);
  });
});

describe("load-student-profile", () => {
  it("loads the caller's profile with the family's children", async () => {
    const res = await getAs(loadOwnProfile, "/st/load-student-profile", aarav);
    expect(res.status).toBe(200);
    const { data } = loadStudentProfileResponse.parse(res.body);
    expect(data).toMatchObject({
      userId: aarav.id,
      first_name: "Aarav",
      reg_mobile_num: "9000000101",
    });
    expect(data.siblings.map((s) => s.id)).toEqual([aarav.id, diya.id]);
  });

  it("loads a sibling by plain or base64 id, and refuses another family's child", async () => {
    const plain = await getAs(
      loadProfileById,
      "/st/load-student-profile/x",
      aarav,
      String(diya.id),
    );
    expect(plain.body.data.first_name).toBe("Diya");
    const b64 = await getAs(
      loadProfileById,
      "/st/load-student-profile/x",
      aarav,
      encodeId(diya.id),
    );
    expect(b64.body.data.userId).toBe(diya.id);
    const other = await getAs(
      loadProfileById,
      "/st/load-student-profile/x",
      aarav,
      String(stranger.id),
    );
    expect(other.status).toBe(403);
    const teacherRow = await getAs(loadProfileById, "/x", aarav, String(teacher.id));
    expect(teacherRow.status).toBe(403);
    expect((await getAs(loadOwnProfile, "/st/load-student-profile", teacher)).status).toBe(403);
    expect((await getAs(loadOwnProfile, "/st/load-student-profile", null)).status).toBe(401);
  });
});

describe("check-pincode (profile update)", () => {
  it("refuses every empty required field at once with the spec's messages", async () => {
    const res = await postAs(checkPincode, "/check-pincode", aarav, {
      pincode: "",
      first_name: " ",
      last_name: "",
      parent_name: "",
      dob: "",
      timezone_add: "",
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      pincode: M.pincodeEmpty,
      first_name: M.firstNameEmpty,
      last_name: M.lastNameEmpty,
      parent_name: M.parentNameEmpty,
      sex: M.genderEmpty,
      dob: M.dobEmpty,
      timezone_add: M.timezoneEmpty,
    });
  });

  it("refuses a bad alternate mobile and time zone", async () => {
    const res = await postAs(
      checkPincode,
      "/check-pincode",
      aarav,
      validProfile({ alt_mobile_num: "12ab", timezone_add: "Mars/Base" }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      alt_mobile_num: FIELD_MESSAGES.mobileInvalid,
      timezone_add: FIELD_MESSAGES.timeZoneInvalid,
    });
  });

  it("answers for=dob outside 4–14 and saves nothing", async () => {
    for (const [dob, message] of [
      ["2024-01-01", M.ageTooYoung],
      ["2008-01-01", M.ageTooOld],
    ]) {
      const res = await postAs(checkPincode, "/check-pincode", aarav, validProfile({ dob }));
      expect(res.status).toBe(200);
      expect(checkPincodeResponse.parse(res.body)).toEqual({
        for: "dob",
        message,
        state: false,
        country: "India",
      });
    }
    const [row] = await ctx.t.db.select().from(users).where(eq(users.id, aarav.id));
    expect(row?.dob).toBeNull();
  });

  it("answers for=pincode for an Indian pincode that is not 6 digits", async () => {
    const res = await postAs(
      checkPincode,
      "/check-pincode",
      aarav,
      validProfile({ pincode: "0123" }),
    );
    expect(res.body).toMatchObject({ for: "pincode", state: false });
  });

  it("saves the caller's profile and the family's parent name", async () => {
    const res = await postAs(checkPincode, "/check-pincode", aarav, validProfile());
    expect(res.body).toEqual({ for: null, message: M.profileSaved, state: true, country: "India" });
    const [row] = await ctx.t.db.select().from(users).where(eq(users.id, aarav.id));
    expect(row).toMatchObject({
      dob: "2016-01-15",
      gender: 1,
      pincode: "560001",
      companyName: "Greenwood High",
      altMobile: "9812345678",
      countryIso2: "IN",
    });
    const [family] = await ctx.t.db.select().from(families).where(eq(families.id, row!.familyId!));
    expect(family?.parentName).toBe("Neha Mehta");
  });

  it("saves a sibling's profile abroad, and refuses another family's child without a change", async () => {
    const sibling = await postAs(
      checkPincode,
      "/check-pincode",
      aarav,
      validProfile({
        userId: diya.id,
        first_name: "Diya",
        dob: "2018-06-01",
        pincode: "75001",
        country_id: usId,
        timezone_add: "America/Chicago",
      }),
    );
    expect(sibling.body).toMatchObject({ state: true, country: "United States" });
    const [d] = await ctx.t.db.select().from(users).where(eq(users.id, diya.id));
    expect(d).toMatchObject({ timeZone: "America/Chicago", countryIso2: "US", dob: "2018-06-01" });

    const before = await ctx.t.db.select().from(users).where(eq(users.id, stranger.id));
    const other = await postAs(
      checkPincode,
      "/check-pincode",
      aarav,
      validProfile({ userId: stranger.id, first_name: "Hacked" }),
    );
    expect(other.status).toBe(403);
    const after = await ctx.t.db.select().from(users).where(eq(users.id, stranger.id));
    expect(after).toEqual(before);
    expect(indiaId).toBeGreaterThan(0);
  });
});

describe("send-otp-for-profile", () => {
  it("sends a profile-only code to the family's mobile", async () => {
    const res = await postAs(sendOtpForProfile, "/send-otp-for-profile", diya, {
      userId: aarav.id,
    });
    expect(res.body).toEqual({ status: true, message: M.otpSent });
    expect(await lastOtpSentTo(ctx.t.db, "+919000000101")).toMatch(/^\d{6}$/);
    const codes = await ctx.t.db
      .select({ purpose: otpCodes.purpose })
      .from(otpCodes)
      .where(eq(otpCodes.destination, "+919000000101"));
    expect(codes.map((c) => c.purpose)).toEqual(["profile"]);
  });

  it("refuses another family's child and sends nothing", async () => {
    const res = await postAs(sendOtpForProfile, "/send-otp-for-profile", aarav, {
      userId: stranger.id,
    });
    expect(res.status).toBe(403);
    const codes = await ctx.t.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.destination, "+919000000202"));
    expect(codes).toEqual([]);
  });
});

describe("submit-extra-info", () => {
  it("records the details and sends the visitor to the course list", async () => {
    const res = await postAs(submitExtraInfo, "/submit-extra-info", null, {
      field: "Guitar",
      couponCode: "WELCOME10",
      email: "Parent@Example.com",
      mobile: "98123 45678",
    });
    expect(submitExtraInfoResponse.parse(res.body).redirect_to).toBe("/courses/all");
    const rows = await ctx.t.db.select().from(extraInfoSubmissions);
    expect(rows).toMatchObject([
      {
        field: "Guitar",
        couponCode: "WELCOME10",
        email: "parent@example.com",
        mobile: "9812345678",
      },
    ]);
  });

  it("refuses every bad field at once", async () => {
    const res = await postAs(submitExtraInfo, "/submit-extra-info", null, {
      field: "",
      email: "nope",
      mobile: "12",
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(["email", "field", "mobile"]);
  });
});
