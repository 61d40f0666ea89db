import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as serveVariant } from "@/app/(api)/media/file/[id]/[variant]/route";
import { seedDemoData } from "@/db/seed";
import { voteBursts } from "@/lib/contest/bursts";
import { contestBySlug } from "@/lib/contest/contests";
import { approvedStreamingPosts, entriesToModerate, publicEntries } from "@/lib/contest/loaders";
import { fetchAs } from "../support/media-fixtures";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
let uploads: string;
const seededAt = new Date("2026-11-20T10:00:00Z");

beforeAll(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), "contest-seed-"));
  process.env.UPLOADS_DIR = uploads;
  delete process.env.UPLOADTHING_TOKEN;
  t = await createTestDatabase();
  useAsAppDatabase(t);
  await seedDemoData(t.db, { now: seededAt });
});

afterAll(async () => {
  await t.destroy();
  await rm(uploads, { recursive: true, force: true });
  delete process.env.UPLOADS_DIR;
});

describe("the contest demo data", () => {
  it("runs an open music talent hunt with eight public entries, most votes first", async () => {
    const hunt = await contestBySlug(t.db, "music", "talent_hunt", seededAt);
    expect(hunt).toMatchObject({ acceptingEntries: true });
    const entries = await publicEntries(t.db, hunt!.id, { order: "votes" });
    expect(entries).toHaveLength(8);
    expect(entries.map((e) => e.voteCount)).toEqual([14, 11, 9, 7, 6, 4, 3, 1]);
    const picture = await fetchAs(serveVariant, entries[0]!.mediaUrl!, null);
    expect(picture.status).toBe(200);
    expect((await entriesToModerate(t.db)).map((e) => e.childName)).toEqual(["Tara"]);
  });

  it("has rated campaign entries, approved streaming posts and a flagged vote burst", async () => {
    const campaign = await contestBySlug(t.db, "music", "campaign", seededAt);
    const rated = await publicEntries(t.db, campaign!.id, { order: "rating" });
    expect(rated[0]!.rating).toBeGreaterThan(0);
    expect(await approvedStreamingPosts(t.db)).toHaveLength(2);
    const bursts = await voteBursts(t.db, { now: seededAt });
    expect(bursts[0]).toMatchObject({ ipPrefix: "203.0.113.0/24", votes: 6 });
  });
});
