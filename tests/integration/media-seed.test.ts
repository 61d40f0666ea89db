import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as serveVariant } from "@/app/(api)/media/file/[id]/[variant]/route";
import { GET as serveFile } from "@/app/(api)/media/file/[id]/route";
import { POST as stMyUploads } from "@/app/(api)/st/load-more-my-uploads/route";
import { GET as stShared } from "@/app/(api)/st/load-more-shared-media/route";
import { seedDemoData } from "@/db/seed";
import { DEMO_ACCOUNTS } from "@/db/seed/demo-accounts";
import { users } from "@/db/schema";
import type { MediaPageResponse } from "@/lib/media/library/types";
import { introVideoOf } from "@/lib/teacher/settings/intro-video";
import { postAs } from "../support/booking-fixtures";
import { getAs } from "../support/classes-after-fixtures";
import { fetchAs, type Who } from "../support/media-fixtures";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
let uploads: string;
let student: Who;

beforeAll(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), "media-seed-"));
  process.env.UPLOADS_DIR = uploads;
  delete process.env.UPLOADTHING_TOKEN;
  t = await createTestDatabase();
  useAsAppDatabase(t);
  await seedDemoData(t.db);
  const [row] = await t.db
    .select()
    .from(users)
    .where(eq(users.referralCode, DEMO_ACCOUNTS.student.referralCode));
  student = { id: row!.id, role: "student" };
});

afterAll(async () => {
  await t.destroy();
  await rm(uploads, { recursive: true, force: true });
  delete process.env.UPLOADS_DIR;
});

describe("demo media in the seed", () => {
  it("makes the demo teacher's YouTube sample their public profile's intro video", async () => {
    const [teacher] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.referralCode, DEMO_ACCOUNTS.teacher.referralCode));
    expect(await introVideoOf(t.db, teacher!.id)).toEqual({
      kind: "youtube",
      youtubeId: "M7lc1UVf-VE",
    });
  });

  it("shares a worksheet, a chart, a tone and a YouTube lesson with the demo student", async () => {
    const byType = async (medType: number) =>
      (
        (await getAs(stShared, `/st/load-more-shared-media?med_type=${medType}`, student))
          .body as MediaPageResponse
      ).data;
    const [doc] = await byType(3);
    expect(doc!.media_name).toBe("G chord practice sheet.pdf");
    const pdf = await fetchAs(serveFile, doc!.media_url!, student);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const [chart] = await byType(2);
    expect(
      (await fetchAs(serveVariant, chart!.web_url!, student)).headers.get("content-type"),
    ).toBe("image/webp");
    const [tone] = await byType(6);
    const part = await fetchAs(serveFile, tone!.media_url!, student, { range: "bytes=0-3" });
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe("RIFF");
    const [video] = await byType(1);
    expect(video!.youtube_id).toMatch(/^[\w-]{11}$/);
  });

  it("gives the demo student one upload of their own", async () => {
    const mine = (await postAs(stMyUploads, "/st/load-more-my-uploads?med_type=2", student))
      .body as MediaPageResponse;
    expect(mine.data.map((m) => m.media_name)).toEqual(["my practice.png"]);
  });
});
