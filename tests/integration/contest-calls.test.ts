import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as entryVotes } from "@/app/(api)/api/contest/entries/[id]/votes/route";
import { POST as setCampaignRating } from "@/app/(api)/api/set-campaign-rating/route";
import { POST as eventStremRegistration } from "@/app/(api)/event-strem-registration/route";
import { POST as activeSubjects } from "@/app/(api)/get-streaming-active-subjects/route";
import { GET as serveVariant } from "@/app/(api)/media/file/[id]/[variant]/route";
import { POST as saveCampaignMediaRoute } from "@/app/(api)/save-campaign-media/route";
import { POST as saveStreamingPostRoute } from "@/app/(api)/save-streaming-post/route";
import { POST as sendVoteOtpRoute } from "@/app/(api)/sendOTPForPublicVoting/route";
import { POST as talentHunt } from "@/app/(api)/talent-hunt-registration/route";
import { POST as sendEntryOtp } from "@/app/(api)/talent-hunt-registration/send-otp/route";
import { POST as verifyVoteRoute } from "@/app/(api)/verifyOTPAndSavePublicVoting/route";
import {
  contestEntries,
  contests,
  families,
  outboxMessages,
  publicVotes,
  streamingPosts,
  streamingSubjects,
  users,
  voteAudit,
} from "@/db/schema";
import { decideQueueItem } from "@/lib/admin/queue/decide";
import { voteBursts } from "@/lib/contest/bursts";
import {
  CAMPAIGN_MESSAGES,
  CONTEST_MESSAGES,
  STREAMING_MESSAGES,
  VOTE_MESSAGES,
} from "@/lib/contest/rules";
import { castVerifiedVote, verifyVote, voteDestination } from "@/lib/contest/voting";
import { voteMobileHash } from "@/lib/contest/vote-hash";
import { issueOtp, OTP_TTL_MS } from "@/lib/auth/otp";
import { encodeId } from "@/lib/ids";
import { databaseRateLimiter, type RateLimiter } from "@/lib/ratelimit/limiter";
import { postAs } from "../support/booking-fixtures";
import { lastOtpSentTo } from "../support/auth-deps";
import { makeUser } from "../support/factories";
import {
  fetchAs,
  mp4Bytes,
  pdfBytes,
  pngBytes,
  uploadAs,
  tempUploadsFolder,
  type Who,
} from "../support/media-fixtures";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
let contestId: number;
let campaignId: number;
let parent: Who, otherParent: Who, teacher: Who, admin: Who;
let childOfParent: number;
let childOfOther: number;
let subjectId: number;
let ipN = 0;
/** A fresh client address per call group, so the per-address limits never decide a test. */
const freshIp = () => ({ "x-forwarded-for": `10.9.${++ipN}.7` });
const DAY = 86_400_000;

type Files = Parameters<typeof uploadAs>[4];
type Headers = Record<string, string>;
const hunt = (fields: Record<string, string>, files: Files, headers: Headers = freshIp()) =>
  uploadAs(talentHunt, "/talent-hunt-registration", null, fields, files, headers);
const stream = (fields: Record<string, string>, files: Files, headers: Headers = freshIp()) =>
  uploadAs(eventStremRegistration, "/event-strem-registration", parent, fields, files, headers);
const streamingPost = (fields: Record<string, string>, files: Files) =>
  uploadAs(saveStreamingPostRoute, "/save-streaming-post", parent, fields, files);
const campaignMedia = (fields: Record<string, string>, files: Files) =>
  uploadAs(saveCampaignMediaRoute, "/save-campaign-media", parent, fields, files);

tempUploadsFolder("contest-calls");

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const now = Date.now();
  const [hunt, campaign] = await t.db
    .insert(contests)
    .values([
      {
        slug: "music",
        kind: "talent_hunt",
        title: "Music hunt",
        opensAt: new Date(now - DAY),
        closesAt: new Date(now + 30 * DAY),
        createdAt: new Date(now - DAY),
      },
      {
        slug: "music",
        kind: "campaign",
        title: "Music campaign",
        opensAt: new Date(now - DAY),
        closesAt: new Date(now + 30 * DAY),
        createdAt: new Date(now - DAY),
      },
    ])
    .returning();
  contestId = hunt!.id;
  campaignId = campaign!.id;
  const [fam, fam2] = await t.db
    .insert(families)
    .values([
      { mobile: "9555200001", createdAt: new Date(now), updatedAt: new Date(now) },
      { mobile: "9555200002", createdAt: new Date(now), updatedAt: new Date(now) },
    ])
    .returning();
  const p = await makeUser(t.db, { firstName: "Asha", familyId: fam!.id, age: 10 });
  parent = { id: p.id, role: "student" };
  childOfParent = (await makeUser(t.db, { firstName: "Ravi", familyId: fam!.id, age: 8 })).id;
  const o = await makeUser(t.db, { firstName: "Other", familyId: fam2!.id });
  otherParent = { id: o.id, role: "student" };
  childOfOther = o.id;
  teacher = {
    id: (await makeUser(t.db, { role: "teacher", firstName: "Tina" })).id,
    role: "teacher",
  };
  admin = { id: (await makeUser(t.db, { role: "admin", firstName: "Adi" })).id, role: "admin" };
  const [s] = await t.db
    .insert(streamingSubjects)
    .values([
      { category: 69, name: "Singing", sortOrder: 1 },
      { category: 98, name: "Drawing", sortOrder: 0 },
    ])
    .returning();
  subjectId = s!.id;
});

afterAll(async () => {
  await t.destroy();
});

const video = () => ({ field: "media", bytes: mp4Bytes(), name: "song.mp4", type: "video/mp4" });
const huntFields = (over: Record<string, string> = {}) => ({
  st_name: "Meera Shah",
  mobile: "9811100001",
  email: "meera.family@test.example",
  age: "9",
  category: "Singing",
  referred_by: "school",
  ...over,
});

async function entry(status: "pending" | "approved" | "rejected", contest = contestId) {
  const [row] = await t.db
    .insert(contestEntries)
    .values({
      contestId: contest,
      familyUserId: parent.id,
      childName: "Kid",
      age: 9,
      category: "Singing",
      status,
      createdAt: new Date(),
    })
    .returning();
  return row!.id;
}

/** Issue 43.1: the code sent to the family's mobile, the proof a relative's entry carries. */
async function codeFor(mobile: string): Promise<string> {
  await postAs(sendEntryOtp, "/talent-hunt-registration/send-otp", null, { mobile }, freshIp());
  return lastOtpSentTo(t.db, `+91${mobile}`);
}

describe("POST /talent-hunt-registration", () => {
  it("enters the video for a new family, pending moderation, and sends the generated password", async () => {
    const otp = await codeFor("9811100001");
    const res = await hunt({ ...huntFields(), otp }, [video()], freshIp());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "success", existing_account: false });
    const [row] = await t.db
      .select()
      .from(contestEntries)
      .where(eq(contestEntries.id, res.body.entry_id));
    expect(row).toMatchObject({
      status: "pending",
      childName: "Meera Shah",
      age: 9,
      referredBy: "school",
    });
    expect(row!.mediaId).not.toBeNull();
    const [sms] = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, "+919811100001"), like(outboxMessages.body, "%password%")));
    const password = sms!.body.match(/password ([A-Za-z0-9]{8})\b/)?.[1];
    expect(password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])[A-Za-z0-9]{8}$/);
    const [family] = await t.db.select().from(families).where(eq(families.mobile, "9811100001"));
    const [child] = await t.db.select().from(users).where(eq(users.id, row!.familyUserId));
    expect(child!.familyId).toBe(family!.id);
    expect(child!.passwordHash).not.toBeNull();
    // Not public yet: no vote count, and the medium is not served to a visitor.
    expect(
      (
        await entryVotes(new Request(`http://localhost/x`), {
          params: Promise.resolve({ id: String(row!.id) }),
        })
      ).status,
    ).toBe(404);
  });

  it("reuses the family of the mobile: a second child, no new password", async () => {
    // Signed in as the family (its first child's session): no code needed (issue 43.1).
    const [family] = await t.db.select().from(families).where(eq(families.mobile, "9811100001"));
    const [first] = await t.db.select().from(users).where(eq(users.familyId, family!.id));
    const before = await t.db.$count(outboxMessages);
    const res = await uploadAs(
      talentHunt,
      "/talent-hunt-registration",
      { id: first!.id, role: "student" },
      huntFields({ st_name: "Kiran Shah" }),
      [video()],
      freshIp(),
    );
    expect(res.body).toMatchObject({ status: "success", existing_account: true });
    expect(await t.db.$count(outboxMessages)).toBe(before);
    expect(await t.db.$count(families, eq(families.mobile, "9811100001"))).toBe(1);
  });

  it.each([
    [{ st_name: "Meera 2" }, "st_name", CONTEST_MESSAGES.nameInvalid],
    [{ st_name: "" }, "st_name", CONTEST_MESSAGES.nameRequired],
    [{ email: "not-an-email" }, "email", CONTEST_MESSAGES.emailInvalid],
    [{ mobile: "98111000011" }, "mobile", CONTEST_MESSAGES.mobileInvalid],
    [{ age: "" }, "age", CONTEST_MESSAGES.ageRequired],
    [{ category: "" }, "category", CONTEST_MESSAGES.categoryRequired],
  ])("refuses %o with its message and stores nothing", async (over, field, message) => {
    const entries = await t.db.$count(contestEntries);
    const res = await hunt(huntFields(over), [video()], freshIp());
    expect(res.status).toBe(400);
    expect(res.body.status).toBe("fail");
    expect(res.body.errors[field]).toBe(message);
    expect(await t.db.$count(contestEntries)).toBe(entries);
  });

  it("needs the video ('Please Upload Video') and checks its content, not its name", async () => {
    const none = await hunt(huntFields(), [], freshIp());
    expect(none.body).toMatchObject({ status: "fail", message: CONTEST_MESSAGES.videoRequired });
    const fake = await hunt(
      huntFields(),
      [{ field: "media", bytes: await pngBytes(), name: "song.mp4", type: "video/mp4" }],
      freshIp(),
    );
    expect(fake.status).toBe(415);
    expect(fake.body.message).toBe("Format should be: avi, mp4, mov only.");
  });
});

describe("public voting", () => {
  it("sends a code for an approved entry, counts the verified vote once, refuses a repeat", async () => {
    const id = await entry("approved");
    const ip = freshIp();
    const sent = await postAs(
      sendVoteOtpRoute,
      "/sendOTPForPublicVoting",
      null,
      { cust_id: "9822200001", entry_id: id },
      ip,
    );
    expect(sent.body).toMatchObject({ status: "success", message: VOTE_MESSAGES.otpSent });
    const code = await lastOtpSentTo(t.db, "+919822200001");
    const wrong = await postAs(
      verifyVoteRoute,
      "/verifyOTPAndSavePublicVoting",
      null,
      {
        mobile_num: "9822200001",
        name: "Nani",
        otp: code === "000000" ? "111111" : "000000",
        entry_id: id,
      },
      ip,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(VOTE_MESSAGES.otpInvalid);
    const ok = await postAs(
      verifyVoteRoute,
      "/verifyOTPAndSavePublicVoting",
      null,
      {
        mobile_num: "9822200001",
        name: "Nani",
        otp: code,
        entry_id: encodeId(id),
      },
      ip,
    );
    expect(ok.body).toMatchObject({ status: "success", vote_count: 1 });
    const again = await postAs(
      sendVoteOtpRoute,
      "/sendOTPForPublicVoting",
      null,
      { cust_id: "9822200001", entry_id: id },
      ip,
    );
    expect(again.body.message).toBe(
      "Sorry... You have already done voting for this entry from this number",
    );
    const repeat = await postAs(
      verifyVoteRoute,
      "/verifyOTPAndSavePublicVoting",
      null,
      {
        mobile_num: "9822200001",
        name: "Nani",
        otp: code,
        entry_id: id,
      },
      ip,
    );
    expect(repeat.body.message).toBe(VOTE_MESSAGES.alreadyVoted);
    const live = await entryVotes(new Request("http://localhost/x"), {
      params: Promise.resolve({ id: String(id) }),
    });
    expect(await live.json()).toEqual({ votes: 1 });
    const [vote] = await t.db.select().from(publicVotes).where(eq(publicVotes.entryId, id));
    expect(vote!.mobileHash).not.toContain("9822200001");
    expect(vote!.ipPrefix).toBe(`${ip["x-forwarded-for"].split(".").slice(0, 3).join(".")}.0/24`);
    const events = (await t.db.select().from(voteAudit).where(eq(voteAudit.entryId, id))).map(
      (a) => a.event,
    );
    expect(events).toEqual(expect.arrayContaining(["otp_sent", "wrong_otp", "voted", "repeat"]));
  });

  it("refuses pending, rejected and unknown entries", async () => {
    for (const id of [await entry("pending"), await entry("rejected"), 999_999]) {
      const res = await postAs(
        sendVoteOtpRoute,
        "/sendOTPForPublicVoting",
        null,
        { cust_id: "9822200002", entry_id: id },
        freshIp(),
      );
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(VOTE_MESSAGES.entryNotFound);
    }
  });

  it("needs mobile, name and OTP", async () => {
    const res = await postAs(
      verifyVoteRoute,
      "/verifyOTPAndSavePublicVoting",
      null,
      { entry_id: 1 },
      freshIp(),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      mobile_num: VOTE_MESSAGES.mobileRequired,
      name: VOTE_MESSAGES.nameRequired,
      otp: VOTE_MESSAGES.otpRequired,
    });
  });

  it("refuses an expired code and a code sent for another entry", async () => {
    const id = await entry("approved");
    const other = await entry("approved");
    const now = new Date();
    const limiter = await databaseRateLimiter(t.db);
    const { code } = await issueOtp(t.db, {
      purpose: "public_vote",
      destination: voteDestination("9822200003", id),
      now,
    });
    const crossed = await verifyVote(
      t.db,
      { limiter },
      { mobile: "9822200003", name: "Aunty", otp: code, entryId: other, ip: "10.1.1.1", now },
    );
    expect(crossed.status).toBe("fail");
    const late = await verifyVote(
      t.db,
      { limiter },
      {
        mobile: "9822200003",
        name: "Aunty",
        otp: code,
        entryId: id,
        ip: "10.1.1.1",
        now: new Date(now.getTime() + OTP_TTL_MS + 1000),
      },
    );
    expect(late.message).toBe(VOTE_MESSAGES.otpExpired);
    expect(await t.db.$count(publicVotes, eq(publicVotes.entryId, id))).toBe(0);
  });

  it("50 parallel verified votes from one number count exactly once", async () => {
    const id = await entry("approved");
    const mobileHash = voteMobileHash("9822200050");
    const now = new Date();
    const counts = await Promise.all(
      Array.from({ length: 50 }, () =>
        castVerifiedVote(t.db, { entryId: id, mobileHash, name: "Dada", ip: "10.2.2.2", now }),
      ),
    );
    expect(counts.filter((c) => c !== null)).toEqual([1]);
    expect(await t.db.$count(publicVotes, eq(publicVotes.entryId, id))).toBe(1);
    const [row] = await t.db.select().from(contestEntries).where(eq(contestEntries.id, id));
    expect(row!.voteCount).toBe(1);
  });

  it("50 parallel verify calls with one valid code count exactly once", async () => {
    const id = await entry("approved");
    const now = new Date();
    const { code } = await issueOtp(t.db, {
      purpose: "public_vote",
      destination: voteDestination("9822200051", id),
      now,
    });
    const limiter = { consume: async () => {} } as unknown as RateLimiter;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        verifyVote(
          t.db,
          { limiter },
          { mobile: "9822200051", name: "Dadi", otp: code, entryId: id, ip: "10.3.3.3", now },
        ),
      ),
    );
    expect(answers.filter((a) => a.status === "success")).toHaveLength(1);
    const [row] = await t.db.select().from(contestEntries).where(eq(contestEntries.id, id));
    expect(row!.voteCount).toBe(1);
  });

  it("flags a burst of votes from one /24 for the admin view", async () => {
    const id = await entry("approved");
    const base = new Date("2026-01-05T10:00:00Z");
    for (let i = 0; i < 6; i++) {
      await castVerifiedVote(t.db, {
        entryId: id,
        mobileHash: voteMobileHash(String(9833300000 + i)),
        name: "Bot",
        ip: `192.0.2.${i + 1}`,
        now: new Date(base.getTime() + i * 60_000),
      });
    }
    const bursts = await voteBursts(t.db, { now: new Date(base.getTime() + 3_600_000) });
    expect(bursts).toEqual([
      expect.objectContaining({ ipPrefix: "192.0.2.0/24", votes: 6, entries: 1 }),
    ]);
  });
});

describe("moderation", () => {
  it("an approved entry becomes public and its picture is served to anyone; a pending one is not", async () => {
    const res = await campaignMedia({ category: "Singing" }, [
      { field: "media", bytes: await pngBytes(), name: "me.png", type: "image/png" },
    ]);
    expect(res.body.status).toBe("success");
    const id = res.body.entry_id as number;
    const [row] = await t.db.select().from(contestEntries).where(eq(contestEntries.id, id));
    const url = `/media/file/${encodeId(row!.mediaId!)}/web`;
    expect((await fetchAs(serveVariant, url, null)).status).toBe(404);
    await decideQueueItem(
      t.db,
      { id: admin.id, role: "admin", name: "Adi", prefix: "admin" },
      {
        queue: "contest-entries",
        id,
        decision: "approve",
        reason: "Lovely",
      },
      new Date(),
    );
    const served = await fetchAs(serveVariant, url, null);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
  });
});

describe("campaign media and ratings", () => {
  it("needs a file and a category", async () => {
    const none = await campaignMedia({ category: "Singing" }, []);
    expect(none.body.message).toBe(CAMPAIGN_MESSAGES.noMedia);
    const noCategory = await campaignMedia({}, [
      { field: "media", bytes: await pngBytes(), name: "me.png", type: "image/png" },
    ]);
    expect(noCategory.body.errors.category).toBe(CAMPAIGN_MESSAGES.noCategory);
    const pdf = await campaignMedia({ category: "Art" }, [
      { field: "media", bytes: pdfBytes(), name: "me.pdf", type: "application/pdf" },
    ]);
    expect(pdf.body.message).toBe(CAMPAIGN_MESSAGES.noMedia);
  });

  it("teachers rate approved entries 1–5 once each (again changes it); others are refused", async () => {
    const id = await entry("approved", campaignId);
    const rate = (who: Who, body: unknown) =>
      postAs(setCampaignRating, "/api/set-campaign-rating", who, body);
    expect((await rate(parent, { cid: id, rating: 4 })).status).toBe(403);
    expect((await rate(teacher, { cid: id, rating: 6 })).body.message).toBe(
      CAMPAIGN_MESSAGES.ratingRange,
    );
    expect(
      (await rate(teacher, { cid: await entry("pending", campaignId), rating: 3 })).status,
    ).toBe(404);
    const first = await rate(teacher, { cid: id, rating: 4 });
    expect(first.body).toMatchObject({
      status: "success",
      redirect_url: "/em/dashboard",
      rating: 4,
    });
    await rate(teacher, { cid: encodeId(id), rating: 2 });
    const [row] = await t.db.select().from(contestEntries).where(eq(contestEntries.id, id));
    expect([row!.ratingSum, row!.ratingCount]).toEqual([2, 1]);
  });
});

describe("streaming", () => {
  it("lists the subjects and what the student applied for; registers once per subject", async () => {
    const before = await postAs(activeSubjects, "/get-streaming-active-subjects", parent, {});
    expect(before.body.subjects.map((s: { name: string }) => s.name)).toEqual([
      "Drawing",
      "Singing",
    ]);
    expect(before.body.alreadyAppliedSubjects).toEqual([]);
    expect(before.body.student_info).toMatchObject({ id: parent.id, age: 10 });
    const fields = {
      name: "Asha",
      email: "asha@test.example",
      mobile: "9555200001",
      age: "10",
      subject_id: String(subjectId),
    };
    const ok = await stream(fields, [video()], freshIp());
    expect(ok.body).toEqual({ status: "success", message: CONTEST_MESSAGES.streamRegistered });
    const again = await stream(fields, [video()], freshIp());
    expect(again.body).toMatchObject({
      status: "fail",
      message: CONTEST_MESSAGES.alreadyRegistered,
    });
    const after = await postAs(activeSubjects, "/get-streaming-active-subjects", parent, {});
    expect(after.body.alreadyAppliedSubjects).toEqual([subjectId]);
    const bad = await stream({ ...fields, name: "A5", mobile: "12345678901" }, [], freshIp());
    expect(bad.body.errors).toMatchObject({
      name: CONTEST_MESSAGES.nameInvalid,
      mobile: CONTEST_MESSAGES.mobileInvalid,
    });
    const noVideo = await stream(fields, [], freshIp());
    expect(noVideo.body.message).toBe(CONTEST_MESSAGES.videoRequired);
  });

  it("answers the seven messages of an empty post", async () => {
    const res = await streamingPost({}, []);
    expect(res.body.status).toBe("fail");
    expect(res.body.errors).toEqual({
      student_id: STREAMING_MESSAGES.child,
      student_age: STREAMING_MESSAGES.childAge,
      category: STREAMING_MESSAGES.category,
      title: STREAMING_MESSAGES.title,
      description: STREAMING_MESSAGES.description,
      consent: STREAMING_MESSAGES.consent,
    });
    const noFile = await streamingPost(post(childOfParent, "98"), []);
    expect(noFile.body.message).toBe(STREAMING_MESSAGES.file);
  });

  const post = (student: number, category: string) => ({
    student_id: String(student),
    student_age: "8",
    title: "My drawing",
    description: "Crayons",
    category,
    consent: "1",
  });

  it.each([
    ["98", "clip.mp4", () => mp4Bytes(), STREAMING_MESSAGES.imageFormat],
    ["69", "pic.png", () => pngBytes(), STREAMING_MESSAGES.videoFormat],
    ["205", "doc.pdf", () => pngBytes(), STREAMING_MESSAGES.documentFormat],
  ])("category %s refuses the wrong kind of file", async (category, name, bytes, message) => {
    const res = await streamingPost(post(childOfParent, category), [
      { field: "media", bytes: await bytes(), name },
    ]);
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(message);
  });

  it("saves a post for the family's own child only, pending approval", async () => {
    const other = await streamingPost(post(childOfOther, "98"), [
      { field: "media", bytes: await pngBytes(), name: "d.png" },
    ]);
    expect(other.status).toBe(403);
    const ok = await streamingPost(post(childOfParent, "98"), [
      { field: "media", bytes: await pngBytes(), name: "d.png" },
    ]);
    expect(ok.body).toMatchObject({ responseCode: 200, status: "success" });
    const rows = await t.db
      .select()
      .from(streamingPosts)
      .where(and(eq(streamingPosts.studentId, childOfParent), like(streamingPosts.title, "My%")));
    expect(rows.map((r) => r.status)).toEqual(["pending"]);
    expect(
      (await postAs(activeSubjects, "/get-streaming-active-subjects", teacher, {})).status,
    ).toBe(403);
    void otherParent;
  });
});
