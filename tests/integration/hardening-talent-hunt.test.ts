import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as talentHunt } from "@/app/(api)/talent-hunt-registration/route";
import { POST as sendOtpRoute } from "@/app/(api)/talent-hunt-registration/send-otp/route";
import { POST as verifyOtpRoute } from "@/app/(api)/talent-hunt-registration/verify-otp/route";
import { contestEntries, contests, families, users } from "@/db/schema";
import { ENTRY_OTP_MESSAGES as M } from "@/lib/contest/rules";
import { lastOtpSentTo, wrongCode } from "../support/auth-deps";
import { postAs } from "../support/booking-fixtures";
import { makeUser } from "../support/factories";
import { mp4Bytes, tempUploadsFolder, uploadAs, type Who } from "../support/media-fixtures";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

// Issue 43.1: a stranger may not add a child to a family (or put a video in its child's library)
// by naming the family's mobile. The caller proves the number (an OTP to it) or is signed in as
// that family; the answers are the same whether the number has an account or not (43.13).

let t: TestDatabase;
let knownMobile: string;
let parent: Who;
let ipN = 0;
const freshIp = () => ({ "x-forwarded-for": `10.43.${++ipN}.1` });
let mobileN = 0;
const freshMobile = () => `94${String(Date.now()).slice(-5)}${String(++mobileN).padStart(3, "0")}`;
tempUploadsFolder("hardening-talent-hunt");

const video = () => ({ field: "media", bytes: mp4Bytes(), name: "song.mp4", type: "video/mp4" });
const fields = (mobile: string, over: Record<string, string> = {}) => ({
  st_name: "Ravi",
  mobile,
  email: `family.${mobile}@test.example`,
  age: "9",
  category: "Singing",
  ...over,
});
const register = (who: Who | null, f: Record<string, string>) =>
  uploadAs(talentHunt, "/talent-hunt-registration", who, f, [video()], freshIp());
const json = (handler: unknown, path: string, body: unknown) =>
  postAs(handler as never, path, null, body, freshIp());

const lastCode = (mobile: string) => lastOtpSentTo(t.db, `+91${mobile}`);

async function childrenOf(mobile: string) {
  const [family] = await t.db.select().from(families).where(eq(families.mobile, mobile));
  if (!family) return [];
  return t.db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(eq(users.familyId, family.id));
}

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const now = Date.now();
  await t.db.insert(contests).values({
    slug: "music",
    kind: "talent_hunt",
    title: "Music hunt",
    opensAt: new Date(now - 86_400_000),
    closesAt: new Date(now + 30 * 86_400_000),
    createdAt: new Date(now - 86_400_000),
  });
  knownMobile = freshMobile();
  const [family] = await t.db.insert(families).values({ mobile: knownMobile }).returning();
  const p = await makeUser(t.db, {
    firstName: "Asha",
    familyId: family!.id,
    mobile: null,
    email: null,
  });
  parent = { id: p.id, role: "student" };
  await makeUser(t.db, { firstName: "Ravi", familyId: family!.id, mobile: null, email: null });
});
afterAll(() => t.destroy());

describe("POST /talent-hunt-registration without a proof of the mobile", () => {
  it("adds no child and touches none, with the same answer for a known and an unknown number", async () => {
    const entries = await t.db.$count(contestEntries);
    const before = await childrenOf(knownMobile);
    const known = await register(null, fields(knownMobile));
    const newChild = await register(null, fields(knownMobile, { st_name: "Stranger Kid" }));
    const unknownMobile = freshMobile();
    const unknown = await register(null, fields(unknownMobile));
    for (const res of [known, newChild, unknown]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        status: "fail",
        responseCode: 403,
        message: M.proofNeeded,
        errors: { otp: M.proofNeeded },
      });
    }
    expect(await childrenOf(knownMobile)).toEqual(before);
    expect(await t.db.$count(families, eq(families.mobile, unknownMobile))).toBe(0);
    expect(await t.db.$count(contestEntries)).toBe(entries);
  });

  it("refuses a wrong code and a forged or foreign token", async () => {
    const res = await register(null, { ...fields(knownMobile), otp: "123456" });
    expect(res.status).toBe(403);
    expect([M.otpInvalid, M.otpDead]).toContain(res.body.message);
    const forged = await register(null, {
      ...fields(knownMobile),
      otp_token: `${Date.now() + 600_000}.${"A".repeat(43)}`,
    });
    expect(forged.body.message).toBe(M.proofNeeded);
    // A token proved for the stranger's own number does not open another family.
    const own = freshMobile();
    await json(sendOtpRoute, "/talent-hunt-registration/send-otp", { mobile: own });
    const verified = await json(verifyOtpRoute, "/talent-hunt-registration/verify-otp", {
      mobile: own,
      otp: await lastCode(own),
    });
    const foreign = await register(null, {
      ...fields(knownMobile, { st_name: "Intruder" }),
      otp_token: verified.body.otp_token,
    });
    expect(foreign).toMatchObject({ status: 403, body: { message: M.proofNeeded } });
    expect((await childrenOf(knownMobile)).map((c) => c.firstName)).not.toContain("Intruder");
  });
});

describe("the OTP step", () => {
  it("answers the same for a number with an account and one without", async () => {
    const a = await json(sendOtpRoute, "/talent-hunt-registration/send-otp", {
      mobile: knownMobile,
    });
    const b = await json(sendOtpRoute, "/talent-hunt-registration/send-otp", {
      mobile: freshMobile(),
    });
    expect(a).toMatchObject({ status: 200 });
    expect(a.body).toEqual(b.body);
    expect(a.body).toEqual({ status: "success", responseCode: 200, message: M.sent });
  });

  it("lets the holder of the number enter a second child, once per code", async () => {
    const mobile = knownMobile;
    const code = await lastCode(mobile);
    const wrong = await json(verifyOtpRoute, "/talent-hunt-registration/verify-otp", {
      mobile,
      otp: wrongCode(code),
    });
    expect(wrong).toMatchObject({ status: 400, body: { errors: { otp: M.otpInvalid } } });
    const ok = await json(verifyOtpRoute, "/talent-hunt-registration/verify-otp", {
      mobile,
      otp: code,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ status: "success", message: M.verified });
    const token = ok.body.otp_token as string;
    const res = await register(null, { ...fields(mobile, { st_name: "Meera" }), otp_token: token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: "success", existing_account: true });
    expect((await childrenOf(mobile)).map((c) => c.firstName).sort()).toEqual([
      "Asha",
      "Meera",
      "Ravi",
    ]);
    const again = await register(null, {
      ...fields(mobile, { st_name: "Kiran" }),
      otp_token: token,
    });
    expect(again).toMatchObject({ status: 403, body: { message: M.proofNeeded } });
  });

  it("lets a new family register with the code itself and marks its number verified", async () => {
    const mobile = freshMobile();
    await json(sendOtpRoute, "/talent-hunt-registration/send-otp", { mobile });
    const res = await register(null, {
      ...fields(mobile, { st_name: "Tara" }),
      otp: await lastCode(mobile),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: "success", existing_account: false });
    const [family] = await t.db.select().from(families).where(eq(families.mobile, mobile));
    expect(family!.mobileVerifiedAt).not.toBeNull();
    const [entry] = await t.db
      .select()
      .from(contestEntries)
      .where(and(eq(contestEntries.id, res.body.entry_id), eq(contestEntries.status, "pending")));
    expect(entry).toBeDefined();
  });
});

describe("a signed-in parent", () => {
  it("registers their own family's child without a code, but not another family's", async () => {
    const own = await register(parent, fields(knownMobile, { st_name: "Ravi" }));
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.status).toBe("success");
    const other = freshMobile();
    await t.db.insert(families).values({ mobile: other });
    const foreign = await register(parent, fields(other, { st_name: "Guest" }));
    expect(foreign).toMatchObject({ status: 403, body: { message: M.proofNeeded } });
    expect(await childrenOf(other)).toEqual([]);
  });
});
