import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as introVideoRoute } from "@/app/(api)/api/intro-video/route";
import { POST as uploadMediaRoute } from "@/app/(api)/api/upload-media/route";
import { POST as uploadVideoRoute } from "@/app/(api)/api/upload-video/route";
import { POST as emDeleteMedia } from "@/app/(api)/em/deleteMedia/route";
import { GET as serveVariant } from "@/app/(api)/media/file/[id]/[variant]/route";
import { GET as serveFile } from "@/app/(api)/media/file/[id]/route";
import { teacherProfiles, teacherReviews, users } from "@/db/schema";
import { teacherTag } from "@/lib/catalog/cache-tags";
import type { MediaItem } from "@/lib/media/library/types";
import { introVideoOf, loadIntroVideoChoices } from "@/lib/teacher/settings/intro-video";
import { INTRO_VIDEO_MESSAGES as M } from "@/lib/teacher/settings/intro-video-schemas";
import { postAs } from "../support/booking-fixtures";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import {
  fetchAs,
  mp4Bytes,
  pngBytes,
  uploadAs,
  tempUploadsFolder,
  type Who,
  whoOf,
} from "../support/media-fixtures";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
let teacher: Who, otherTeacher: Who, applicant: Who, student: Who;
const as = whoOf;
const invalidated: string[][] = [];
const slot = globalThis as { __publicPageCache?: unknown };

tempUploadsFolder("intro-video");

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const subject = await makeSubject(t.db, (await makeStream(t.db)).id);
  teacher = as((await makeTeacher(t.db, subject)).user);
  otherTeacher = as((await makeTeacher(t.db, subject)).user);
  applicant = as((await makeTeacher(t.db, subject, { review: "pending" })).user);
  student = as(await makeUser(t.db));
  slot.__publicPageCache = {
    tag: () => undefined,
    invalidate: (tags: string[]) => invalidated.push(tags),
  };
});

afterAll(async () => {
  delete slot.__publicPageCache;
  await t.destroy();
});

async function video(who: Who, name = "intro.mp4") {
  const res = await uploadAs(uploadVideoRoute, "/api/upload-video", who, { title: name }, [
    { bytes: mp4Bytes(40_000), name },
    { field: "thumbnail", bytes: await pngBytes(), name: "thumb.png" },
  ]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as MediaItem;
}

const setIntro = (who: Who | null, mediaId: string | null) =>
  postAs(introVideoRoute, "/api/intro-video", who, { media_id: mediaId });

const introOf = async (who: Who) =>
  (
    await t.db
      .select({ id: teacherProfiles.introMediaId })
      .from(teacherProfiles)
      .where(eq(teacherProfiles.userId, who.id))
  )[0]!.id;

describe("POST /api/intro-video", () => {
  it("sets the teacher's own video, invalidates their public page, then removes it", async () => {
    const item = await video(teacher);
    invalidated.length = 0;
    const res = await setIntro(teacher, item.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: "success", message: M.saved, media_id: item.id });
    expect(await introOf(teacher)).not.toBeNull();
    expect(invalidated.flat()).toContain(teacherTag(teacher.id));
    expect(await loadIntroVideoChoices(t.db, teacher.id)).toMatchObject({ current: item.id });
    expect(await introVideoOf(t.db, teacher.id)).toEqual({
      kind: "file",
      src: `/media/file/${item.id}`,
      poster: `/media/file/${item.id}/thumb`,
      mime: "video/mp4",
    });

    const cleared = await setIntro(teacher, "");
    expect(cleared.body).toMatchObject({ status: "success", message: M.removed, media_id: null });
    expect(await introOf(teacher)).toBeNull();
    expect(await introVideoOf(t.db, teacher.id)).toBeNull();
  });

  it("refuses another teacher's video, a picture, a plain link and an unknown id; nothing stored", async () => {
    const mine = await video(teacher);
    await setIntro(teacher, mine.id);
    const foreign = await video(otherTeacher);
    const picture = await uploadAs(
      uploadMediaRoute,
      "/api/upload-media",
      teacher,
      { med_type: "2" },
      [{ bytes: await pngBytes(), name: "chart.png" }],
    );
    expect(picture.status).toBe(200);
    const link = await uploadAs(
      uploadVideoRoute,
      "/api/upload-video",
      teacher,
      { link: "https://example.com/lesson.mp4" },
      [],
    );
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const cases: [string, string][] = [
      [foreign.id, M.notYours],
      [(picture.body.data as MediaItem).id, M.notVideo],
      [(link.body.data as MediaItem).id, M.notVideo],
      ["OTk5OTk5", M.notYours],
      ["not an id", M.notYours],
    ];
    const before = await introOf(teacher);
    for (const [id, message] of cases) {
      const res = await setIntro(teacher, id);
      expect(res.status, id).toBe(400);
      expect(res.body).toMatchObject({ status: "error", message });
      expect(await introOf(teacher)).toBe(before);
    }
    await setIntro(teacher, null);
  });

  it("takes the teacher's YouTube video as the intro (embedded, nothing served by us)", async () => {
    const yt = await uploadAs(
      uploadVideoRoute,
      "/api/upload-video",
      teacher,
      { link: "https://youtu.be/dQw4w9WgXcQ" },
      [],
    );
    const id = (yt.body.data as MediaItem).id;
    const res = await setIntro(teacher, id);
    expect(res.body).toMatchObject({ status: "success", message: M.saved, media_id: id });
    expect(await introVideoOf(t.db, teacher.id)).toEqual({
      kind: "youtube",
      youtubeId: "dQw4w9WgXcQ",
    });
    await setIntro(teacher, null);
  });

  it("is for teachers only", async () => {
    expect((await setIntro(null, null)).status).toBe(401);
    expect((await setIntro(student, null)).status).toBe(403);
  });
});

describe("public serving of the intro video", () => {
  it("serves an approved teacher's intro to anyone, with Range; their other video stays private", async () => {
    const intro = await video(teacher, "hello.mp4");
    const other = await video(teacher, "private lesson.mp4");
    expect((await fetchAs(serveFile, intro.media_url!, null)).status).toBe(404);
    await setIntro(teacher, intro.id);

    const whole = await fetchAs(serveFile, intro.media_url!, null);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    const part = await fetchAs(serveFile, intro.media_url!, null, { range: "bytes=0-99" });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect((await fetchAs(serveVariant, intro.thumb_url!, null)).status).toBe(200);
    expect((await fetchAs(serveFile, intro.media_url!, student)).status).toBe(200);

    expect((await fetchAs(serveFile, other.media_url!, null)).status).toBe(404);
    expect((await fetchAs(serveFile, other.media_url!, student)).status).toBe(404);
    await setIntro(teacher, null);
  });

  it("keeps the intro private while the teacher is not approved", async () => {
    const intro = await video(applicant);
    expect((await setIntro(applicant, intro.id)).status).toBe(200);
    expect((await fetchAs(serveFile, intro.media_url!, null)).status).toBe(404);
    await t.db
      .update(teacherReviews)
      .set({ status: "approved" })
      .where(eq(teacherReviews.teacherId, applicant.id));
    expect((await fetchAs(serveFile, intro.media_url!, null)).status).toBe(200);
    await t.db
      .update(teacherReviews)
      .set({ status: "rejected" })
      .where(eq(teacherReviews.teacherId, applicant.id));
    expect((await fetchAs(serveFile, intro.media_url!, null)).status).toBe(404);
  });

  it("keeps the intro private while the approved teacher's account is inactive", async () => {
    const intro = await video(otherTeacher);
    await setIntro(otherTeacher, intro.id);
    expect((await fetchAs(serveFile, intro.media_url!, null)).status).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, otherTeacher.id));
    expect((await fetchAs(serveFile, intro.media_url!, null)).status).toBe(404);
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, otherTeacher.id));
  });

  it("deleting the medium clears the intro and it is no longer served", async () => {
    const intro = await video(teacher, "to delete.mp4");
    await setIntro(teacher, intro.id);
    const res = await postAs(emDeleteMedia, "/em/deleteMedia", teacher, {
      url: intro.media_url,
      type: 1,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe("success");
    expect(await introOf(teacher)).toBeNull();
    expect(await introVideoOf(t.db, teacher.id)).toBeNull();
    expect((await fetchAs(serveFile, intro.media_url!, null)).status).toBe(404);
  });
});
