import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as mediaRoute } from "@/app/(api)/community-media/[id]/route";
import { seedDemoData } from "@/db/seed";
import { DEMO_ACCOUNTS } from "@/db/seed/demo-accounts";
import { users } from "@/db/schema";
import { listPendingForModerator } from "@/lib/community/moderation";
import { listPosts } from "@/lib/community/posts";
import { cookieHeaderFor } from "../support/legacy-client";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
let uploads: string;
const idOf = async (code: string) =>
  (await t.db.select().from(users).where(eq(users.referralCode, code)))[0]!.id;

beforeAll(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), "community-seed-"));
  process.env.UPLOADS_DIR = uploads;
  delete process.env.UPLOADTHING_TOKEN;
  t = await createTestDatabase();
  useAsAppDatabase(t);
  await seedDemoData(t.db);
});

afterAll(async () => {
  await t.destroy();
  await rm(uploads, { recursive: true, force: true });
  delete process.env.UPLOADS_DIR;
});

describe("community demo content", () => {
  it("shows members 15 approved posts with pictures, likes and latest comments", async () => {
    const member = {
      id: await idOf(DEMO_ACCOUNTS.student.referralCode),
      role: "student" as const,
      name: "A",
      prefix: "st",
    };
    const page = await listPosts(t.db, { page: 1, viewer: member });
    expect(page.total).toBe(15);
    expect(page.data).toHaveLength(6);
    expect(page.data.every((p) => p.media?.med_type === 2)).toBe(true);
    expect(page.data.some((p) => p.latest_comments.length > 0)).toBe(true);
    expect(page.data.some((p) => p.likes_count > 0)).toBe(true);
    const first = page.data[0]!;
    const res = await mediaRoute(
      new Request(`http://localhost${first.media!.url}`, {
        headers: await cookieHeaderFor(member),
      }),
      { params: Promise.resolve({ id: String(first.id) }) },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
  });

  it("shows logged-out visitors only posts of adults and of the consenting demo family", async () => {
    const page = await listPosts(t.db, { page: 1, viewer: null });
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan(15);
  });

  it("gives the demo teacher the demo student's two pending posts to review", async () => {
    const teacher = {
      id: await idOf(DEMO_ACCOUNTS.teacher.referralCode),
      role: "teacher" as const,
      name: "T",
      prefix: "em",
    };
    const items = await listPendingForModerator(t.db, teacher);
    expect(items.map((i) => i.title).sort()).toEqual(["My guitar corner", "Rangoli for Diwali"]);
  });
});
