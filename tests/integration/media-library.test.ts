import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as uploadMediaRoute } from "@/app/(api)/api/upload-media/route";
import { POST as uploadPromoRoute } from "@/app/(api)/api/upload-promotional-media/route";
import { POST as uploadVideoRoute } from "@/app/(api)/api/upload-video/route";
import { POST as emDeleteMedia } from "@/app/(api)/em/deleteMedia/route";
import { POST as emDeletePromo } from "@/app/(api)/em/deletePromoMedia/route";
import { GET as emShareListByName } from "@/app/(api)/em/get-share-media-user-list-by-name/route";
import { GET as emShareList } from "@/app/(api)/em/get-share-media-user-list/route";
import { POST as emMyUploads } from "@/app/(api)/em/load-more-my-uploads/route";
import { GET as emShared } from "@/app/(api)/em/load-more-shared-media/route";
import { POST as emUploadMedia } from "@/app/(api)/em/load-more-upload-media/route";
import { POST as emShareMedia } from "@/app/(api)/em/share-media/route";
import { GET as serveVariant } from "@/app/(api)/media/file/[id]/[variant]/route";
import { GET as serveFile } from "@/app/(api)/media/file/[id]/route";
import { POST as stDeleteMedia } from "@/app/(api)/st/deleteMedia/route";
import { GET as stShareList } from "@/app/(api)/st/get-share-media-user-list/route";
import { POST as stMyUploads } from "@/app/(api)/st/load-more-my-uploads/route";
import { GET as stShared } from "@/app/(api)/st/load-more-shared-media/route";
import { POST as stUploadMedia } from "@/app/(api)/st/load-more-upload-media/route";
import { media, mediaQuota, mediaShares } from "@/db/schema";
import { encodeId } from "@/lib/ids";
import { MEDIA_MESSAGES, MEDIA_RULES } from "@/lib/media/library/rules";
import type { MediaItem, MediaPageResponse } from "@/lib/media/library/types";
import { postAs } from "../support/booking-fixtures";
import { getAs } from "../support/classes-after-fixtures";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import {
  fetchAs,
  jpegWithGps,
  mp3Bytes,
  mp4Bytes,
  pdfBytes,
  pngBytes,
  uploadAs,
  tempUploadsFolder,
  type Who,
  whoOf,
} from "../support/media-fixtures";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";
import { makeClass } from "../support/timetable-factories";

let t: TestDatabase;
let teacher: Who, otherTeacher: Who, alice: Who, sibling: Who, bob: Who, stranger: Who, admin: Who;
const as = whoOf;

const uploads = tempUploadsFolder("media-library");

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const subject = await makeSubject(t.db, (await makeStream(t.db)).id);
  teacher = as((await makeTeacher(t.db, subject)).user);
  otherTeacher = as((await makeTeacher(t.db, subject)).user);
  alice = as(await makeUser(t.db, { firstName: "Alice", lastName: "Rao", mobile: "9555100001" }));
  sibling = as(await makeUser(t.db, { firstName: "Sia", mobile: "9555100001", email: null }));
  bob = as(await makeUser(t.db, { firstName: "Bob", lastName: "Iyer" }));
  stranger = as(await makeUser(t.db, { firstName: "Stranger" }));
  admin = as(await makeUser(t.db, { role: "admin", firstName: "Admin" }));
  const startsAt = new Date(Date.now() + 24 * 3_600_000);
  await makeClass(t.db, {
    teacherId: teacher.id,
    slotId: null,
    startsAt,
    students: [{ id: alice.id }, { id: bob.id }],
  });
  await makeClass(t.db, {
    teacherId: otherTeacher.id,
    slotId: null,
    startsAt,
    students: [{ id: stranger.id }],
  });
});

afterAll(async () => {
  await t.destroy();
  delete process.env.MEDIA_QUOTA_BYTES;
});

const mediaRows = async () => (await t.db.select({ n: count() }).from(media))[0]!.n;
const storedFiles = async () =>
  (await readdir(path.join(uploads.dir, "media")).catch(() => [])).length;

/** Expects a refused upload: that HTTP status and message, and nothing stored anywhere. */
async function refusedUpload(
  call: () => Promise<{ status: number; body: { responseCode?: number; message?: string } }>,
  status: number,
  message: string,
) {
  const [rows, files] = [await mediaRows(), await storedFiles()];
  const res = await call();
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ status: "error", message });
  if (status !== 200) expect(res.body.responseCode).toBe(status);
  expect(await mediaRows()).toBe(rows);
  expect(await storedFiles()).toBe(files);
}

const uploadFile = (who: Who, medType: number, bytes: Uint8Array, name: string) =>
  uploadAs(uploadMediaRoute, "/api/upload-media", who, { med_type: String(medType) }, [
    { bytes, name },
  ]);

async function uploaded(who: Who, medType: number, bytes: Uint8Array, name: string) {
  const res = await uploadFile(who, medType, bytes, name);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.responseCode).toBe(200);
  return res.body.data as MediaItem;
}

describe("POST /api/upload-media", () => {
  it("stores a PDF, sniffed by content, and lists it as the owner's upload", async () => {
    const item = await uploaded(teacher, 3, pdfBytes(4_000), "Worksheet 1.pdf");
    expect(item).toMatchObject({
      med_type: 3,
      purpose: "upload",
      media_name: "Worksheet 1.pdf",
      mime_type: "application/pdf",
      web_url: null,
      media_url: `/media/file/${item.id}`,
      owner: { id: encodeId(teacher.id) },
    });
    const res = await fetchAs(serveFile, item.media_url!, teacher);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("strips EXIF and GPS from a photo, keeps the original private and serves a WebP variant", async () => {
    const photo = await jpegWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const item = await uploaded(teacher, 2, photo, "kid.jpg");
    expect(item.web_url).toBe(`/media/file/${item.id}/web`);
    expect(item.thumb_url).toBe(`/media/file/${item.id}/thumb`);
    const [row] = await t.db
      .select()
      .from(media)
      .where(eq(media.id, Number(atob(item.id))));
    for (const key of [row!.storageKey!, row!.webKey!, row!.thumbKey!]) {
      const bytes = await readFile(path.join(uploads.dir, key));
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, key).toBeUndefined();
      expect(bytes.includes(Buffer.from("Kid Cam 3000"))).toBe(false);
      expect(bytes.includes(Buffer.from("PhoneCo"))).toBe(false);
    }
    const web = await fetchAs(serveVariant, item.web_url!, teacher);
    expect(web.status).toBe(200);
    expect(web.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await web.arrayBuffer())).metadata()).format).toBe("webp");
  });

  it("stores audio", async () => {
    const item = await uploaded(bob, 6, mp3Bytes(), "scales.mp3");
    expect(item).toMatchObject({ med_type: 6, mime_type: "audio/mpeg" });
  });

  it("refuses HTML, SVG and a script renamed .jpg/.png/.mp4, and a JPEG/HTML polyglot", async () => {
    const html = Buffer.from("<!doctype html><html><script>alert(document.cookie)</script></html>");
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const picture = MEDIA_RULES[2].formatMessage;
    await refusedUpload(() => uploadFile(alice, 2, html, "cute.jpg"), 415, picture);
    await refusedUpload(() => uploadFile(alice, 2, svg, "cute.png"), 415, picture);
    await refusedUpload(
      () =>
        uploadAs(uploadVideoRoute, "/api/upload-video", alice, {}, [
          { bytes: html, name: "a.mp4" },
        ]),
      415,
      MEDIA_RULES[1].formatMessage,
    );
    const polyglot = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
      Buffer.from("JFIF\0<html><script>alert(1)</script>"),
    ]);
    await refusedUpload(() => uploadFile(alice, 2, polyglot, "x.jpg"), 415, picture);
  });

  it("refuses a file that only starts like a JPEG (sharp can not decode it)", async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
      Buffer.from("JFIF\0"),
      Buffer.alloc(3000, 9),
    ]);
    await refusedUpload(
      () => uploadFile(alice, 2, fake, "x.jpg"),
      415,
      MEDIA_MESSAGES.notImageContent,
    );
  });

  it("refuses a PDF sent as a picture, an empty file, a path-traversal name and an unknown type", async () => {
    await refusedUpload(
      () => uploadFile(alice, 2, pdfBytes(), "x.jpg"),
      415,
      MEDIA_RULES[2].formatMessage,
    );
    await refusedUpload(
      () => uploadFile(alice, 3, new Uint8Array(), "empty.pdf"),
      400,
      MEDIA_MESSAGES.emptyFile,
    );
    await refusedUpload(
      () => uploadFile(alice, 3, pdfBytes(), "../../etc/passwd.pdf"),
      400,
      MEDIA_MESSAGES.badName,
    );
    await refusedUpload(
      () => uploadFile(alice, 3, pdfBytes(), "..\\..\\boot.pdf"),
      400,
      MEDIA_MESSAGES.badName,
    );
    await refusedUpload(
      () => uploadFile(alice, 4, pdfBytes(), "x.pdf"),
      400,
      MEDIA_MESSAGES.badType,
    );
    await refusedUpload(
      () => uploadAs(uploadMediaRoute, "/api/upload-media", alice, { med_type: "3" }, []),
      400,
      MEDIA_MESSAGES.noFile,
    );
  });

  it("refuses a picture over 5 MB while it streams", async () => {
    const big = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
      Buffer.from("JFIF\0"),
      Buffer.alloc(5 * 1024 * 1024 + 10, 1),
    ]);
    await refusedUpload(
      () => uploadFile(alice, 2, big, "huge.jpg"),
      413,
      MEDIA_RULES[2].sizeMessage,
    );
  });

  it("asks for a login, and refuses a post from another site, before reading the file", async () => {
    const rows = await mediaRows();
    const anon = await uploadAs(uploadMediaRoute, "/api/upload-media", null, { med_type: "3" }, [
      { bytes: pdfBytes(), name: "x.pdf" },
    ]);
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ responseCode: 401, status: "error" });
    const foreign = await uploadAs(
      uploadMediaRoute,
      "/api/upload-media",
      alice,
      { med_type: "3" },
      [{ bytes: pdfBytes(), name: "x.pdf" }],
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    );
    expect(foreign.status).toBe(403);
    expect(await mediaRows()).toBe(rows);
  });
});

describe("POST /api/upload-video", () => {
  it("stores a video file with its own thumbnail", async () => {
    const res = await uploadAs(
      uploadVideoRoute,
      "/api/upload-video",
      teacher,
      { title: "Lesson 1" },
      [
        { bytes: mp4Bytes(50_000), name: "lesson.mp4" },
        { field: "thumbnail", bytes: await pngBytes(), name: "thumb.png" },
      ],
    );
    expect(res.status).toBe(200);
    const item = res.body.data as MediaItem;
    expect(item).toMatchObject({ med_type: 1, media_name: "Lesson 1", mime_type: "video/mp4" });
    expect(item.thumb_url).toBe(`/media/file/${item.id}/thumb`);
    const thumb = await fetchAs(serveVariant, item.thumb_url!, teacher);
    expect(thumb.headers.get("content-type")).toBe("image/webp");
  });

  it("keeps a YouTube link as its id, a plain https link as is, and refuses other links", async () => {
    const yt = await uploadAs(
      uploadVideoRoute,
      "/api/upload-video",
      teacher,
      { link: "https://youtu.be/dQw4w9WgXcQ?t=3" },
      [],
    );
    expect(yt.body.data).toMatchObject({
      med_type: 1,
      youtube_id: "dQw4w9WgXcQ",
      media_url: null,
      size_bytes: 0,
    });
    const watch = await uploadAs(
      uploadVideoRoute,
      "/api/upload-video",
      teacher,
      { link: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
      [],
    );
    expect(watch.body.data.youtube_id).toBe("dQw4w9WgXcQ");
    const plain = await uploadAs(
      uploadVideoRoute,
      "/api/upload-video",
      teacher,
      { link: "https://videos.example.org/a.mp4", title: "Recital" },
      [],
    );
    expect(plain.body.data).toMatchObject({
      link_url: "https://videos.example.org/a.mp4",
      youtube_id: null,
      media_name: "Recital",
    });
    for (const link of [
      "javascript:alert(1)",
      "ftp://x.org/a.mp4",
      "https://youtube.com/watch?v=<script>",
      "not a url",
    ]) {
      await refusedUpload(
        () => uploadAs(uploadVideoRoute, "/api/upload-video", teacher, { link }, []),
        400,
        MEDIA_MESSAGES.badLink,
      );
    }
  });

  it("refuses a video that is really audio", async () => {
    await refusedUpload(
      () =>
        uploadAs(uploadVideoRoute, "/api/upload-video", teacher, {}, [
          { bytes: mp3Bytes(), name: "x.mp4" },
        ]),
      415,
      MEDIA_RULES[1].formatMessage,
    );
  });
});

describe("promotional media", () => {
  it("lets a teacher upload and delete their own; not a student, not another teacher", async () => {
    const student = await uploadAs(
      uploadPromoRoute,
      "/api/upload-promotional-media",
      alice,
      { med_type: "3" },
      [{ bytes: pdfBytes(), name: "a.pdf" }],
    );
    expect(student.status).toBe(403);
    expect(student.body).toMatchObject({ responseCode: 403, status: "error" });
    const res = await uploadAs(
      uploadPromoRoute,
      "/api/upload-promotional-media",
      teacher,
      { med_type: "2" },
      [{ bytes: await pngBytes(), name: "banner.png" }],
    );
    expect(res.status).toBe(200);
    const item = res.body.data as MediaItem;
    expect(item.purpose).toBe("promotional");
    const list = await postAs(
      emUploadMedia,
      "/em/load-more-upload-media?med_type=2&purpose=promotional",
      teacher,
    );
    expect((list.body as MediaPageResponse).data.map((m) => m.id)).toEqual([item.id]);

    const other = await postAs(emDeletePromo, "/em/deletePromoMedia", otherTeacher, {
      media_id: item.id,
    });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(MEDIA_MESSAGES.deleteFailed);
    const notPromo = (await uploaded(teacher, 3, pdfBytes(), "not-promo.pdf")).id;
    expect(
      (await postAs(emDeletePromo, "/em/deletePromoMedia", teacher, { media_id: notPromo })).status,
    ).toBe(404);
    const rows = await mediaRows();
    const ok = await postAs(emDeletePromo, "/em/deletePromoMedia", teacher, { media_id: item.id });
    expect(ok.body).toMatchObject({ responseCode: 200, status: "success" });
    expect(await mediaRows()).toBe(rows - 1);
    expect((await fetchAs(serveVariant, item.web_url!, teacher)).status).toBe(404);
  });
});

describe("lists and paging", () => {
  it("pages uploads 3 then 20, my uploads 5 then 5, newest first", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await uploaded(sibling, 6, mp3Bytes(5), `a${i}.mp3`)).id);
    ids.reverse();
    const first = (await postAs(stUploadMedia, "/st/load-more-upload-media?med_type=6", sibling))
      .body as MediaPageResponse;
    expect(first.data.map((m) => m.id)).toEqual(ids.slice(0, 3));
    expect(first).toMatchObject({ next_offset: 3, has_more: true, total: 7 });
    const more = (
      await postAs(stUploadMedia, "/st/load-more-upload-media?med_type=6&offset=3", sibling)
    ).body as MediaPageResponse;
    expect(more.data.map((m) => m.id)).toEqual(ids.slice(3));
    expect(more.has_more).toBe(false);

    const mine = (await postAs(stMyUploads, "/st/load-more-my-uploads?med_type=6", sibling))
      .body as MediaPageResponse;
    expect(mine.data.map((m) => m.id)).toEqual(ids.slice(0, 5));
    const mine2 = (
      await postAs(stMyUploads, "/st/load-more-my-uploads?med_type=6&offset=5", sibling)
    ).body as MediaPageResponse;
    expect(mine2.data.map((m) => m.id)).toEqual(ids.slice(5, 7));
    const pictures = (await postAs(stMyUploads, "/st/load-more-my-uploads?med_type=2", sibling))
      .body as MediaPageResponse;
    expect(pictures.data).toEqual([]);
  });

  it("refuses a bad med_type and the wrong role", async () => {
    const bad = await postAs(stMyUploads, "/st/load-more-my-uploads?med_type=5", alice);
    expect(bad.status).toBe(400);
    expect((await postAs(emMyUploads, "/em/load-more-my-uploads?med_type=2", alice)).status).toBe(
      403,
    );
    expect((await postAs(emMyUploads, "/em/load-more-my-uploads?med_type=2", null)).status).toBe(
      401,
    );
  });
});

describe("sharing", () => {
  let doc: MediaItem, photo: MediaItem, video: MediaItem;
  beforeAll(async () => {
    doc = await uploaded(teacher, 3, pdfBytes(10_000), "Sheet music.pdf");
    photo = await uploaded(teacher, 2, await pngBytes(120, 90), "class.png");
    const v = await uploadAs(uploadVideoRoute, "/api/upload-video", teacher, {}, [
      { bytes: mp4Bytes(20_000), name: "v.mp4" },
    ]);
    video = v.body.data;
  });

  it("lists the teacher's own students, searchable by name", async () => {
    const all = await getAs(emShareList, `/em/get-share-media-user-list?med_id=${doc.id}`, teacher);
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual([
      {
        id: encodeId(alice.id),
        first_name: "Alice",
        last_name: "Rao",
        media_type: 3,
        shared: false,
      },
      { id: encodeId(bob.id), first_name: "Bob", last_name: "Iyer", media_type: 3, shared: false },
    ]);
    const named = await getAs(
      emShareListByName,
      `/em/get-share-media-user-list-by-name?med_id=${doc.id}&name=iye`,
      teacher,
    );
    expect(named.body.data.map((r: { id: string }) => r.id)).toEqual([encodeId(bob.id)]);
    const notMine = await getAs(
      emShareList,
      `/em/get-share-media-user-list?med_id=${doc.id}`,
      otherTeacher,
    );
    expect(notMine.status).toBe(404);
  });

  it("shares with own students only; a stranger changes nothing", async () => {
    const refused = await postAs(emShareMedia, "/em/share-media", teacher, {
      med_id: doc.id,
      user_ids: [encodeId(alice.id), encodeId(stranger.id)],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MEDIA_MESSAGES.notYourStudent);
    expect((await t.db.select({ n: count() }).from(mediaShares))[0]!.n).toBe(0);
    const otherOwner = await postAs(emShareMedia, "/em/share-media", otherTeacher, {
      med_id: doc.id,
      user_ids: [encodeId(stranger.id)],
    });
    expect(otherOwner.status).toBe(404);

    for (const m of [doc, photo, video]) {
      const ok = await postAs(emShareMedia, "/em/share-media", teacher, {
        med_id: m.id,
        user_ids: [encodeId(alice.id)],
      });
      expect(ok.body).toMatchObject({
        responseCode: 200,
        status: "success",
        shared_with: [encodeId(alice.id)],
      });
    }
    const list = await getAs(
      emShareList,
      `/em/get-share-media-user-list?med_id=${doc.id}`,
      teacher,
    );
    expect(list.body.data.find((r: { id: string }) => r.id === encodeId(alice.id)).shared).toBe(
      true,
    );
  });

  it("shows shared media to the student (and their family), not to others", async () => {
    const shared = (await getAs(stShared, "/st/load-more-shared-media?med_type=3", alice))
      .body as MediaPageResponse;
    expect(shared.data.map((m) => m.id)).toEqual([doc.id]);
    expect(shared.data[0]!.owner.first_name).toBeTruthy();
    const family = (await getAs(stShared, "/st/load-more-shared-media?med_type=3", sibling))
      .body as MediaPageResponse;
    expect(family.data.map((m) => m.id)).toEqual([doc.id]);
    const bobs = (await getAs(stShared, "/st/load-more-shared-media?med_type=3", bob))
      .body as MediaPageResponse;
    expect(bobs.data).toEqual([]);
    const teachers = (await getAs(emShared, "/em/load-more-shared-media?med_type=3", teacher))
      .body as MediaPageResponse;
    expect(teachers.data.map((m) => m.id)).toEqual([doc.id]);
    expect(teachers.data[0]!.shared_count).toBe(1);

    const whoShared = await getAs(
      stShareList,
      `/st/get-share-media-user-list?med_id=${doc.id}`,
      alice,
    );
    expect(whoShared.body.data).toEqual([
      expect.objectContaining({ id: encodeId(teacher.id), media_type: 3 }),
    ]);
    expect(
      (await getAs(stShareList, `/st/get-share-media-user-list?med_id=${doc.id}`, bob)).status,
    ).toBe(404);
  });

  it("serves the file to owner, shared student and admin only; the URL alone grants nothing", async () => {
    for (const who of [teacher, alice, sibling, admin]) {
      expect((await fetchAs(serveFile, doc.media_url!, who)).status, String(who.id)).toBe(200);
    }
    for (const who of [bob, stranger, otherTeacher, null]) {
      const res = await fetchAs(serveFile, doc.media_url!, who);
      expect(res.status, String(who?.id)).toBe(404);
    }
    // The picture's original stays with its owner; the shared student sees the web variant.
    expect((await fetchAs(serveFile, photo.media_url!, alice)).status).toBe(404);
    expect((await fetchAs(serveFile, photo.media_url!, teacher)).status).toBe(200);
    expect((await fetchAs(serveVariant, photo.web_url!, alice)).status).toBe(200);
    expect((await fetchAs(serveVariant, photo.web_url!, bob)).status).toBe(404);
  });

  it("answers with safe headers and HTTP Range (206, suffix, 416)", async () => {
    const full = await fetchAs(serveFile, video.media_url!, alice);
    expect(full.headers.get("x-content-type-options")).toBe("nosniff");
    expect(full.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(full.headers.get("content-security-policy")).toContain("sandbox");
    expect(full.headers.get("content-disposition")).toMatch(/^inline; filename="v.mp4"/);
    expect(full.headers.get("accept-ranges")).toBe("bytes");
    const bytes = Buffer.from(await full.arrayBuffer());
    expect(bytes.length).toBe(20_000);

    const part = await fetchAs(serveFile, video.media_url!, alice, { range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 100-199/20000");
    expect(part.headers.get("content-length")).toBe("100");
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));

    const open = await fetchAs(serveFile, video.media_url!, alice, { range: "bytes=19990-" });
    expect(open.status).toBe(206);
    expect((await open.arrayBuffer()).byteLength).toBe(10);
    const suffix = await fetchAs(serveFile, video.media_url!, alice, { range: "bytes=-500" });
    expect(suffix.headers.get("content-range")).toBe("bytes 19500-19999/20000");

    const beyond = await fetchAs(serveFile, video.media_url!, alice, { range: "bytes=20000-" });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe("bytes */20000");
    const stranger416 = await fetchAs(serveFile, video.media_url!, bob, { range: "bytes=0-1" });
    expect(stranger416.status).toBe(404);

    const pdf = await fetchAs(serveFile, doc.media_url!, alice);
    expect(pdf.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'self'",
    );
  });

  it("un-shares when the teacher unticks a student", async () => {
    const res = await postAs(emShareMedia, "/em/share-media", teacher, {
      med_id: doc.id,
      user_ids: [],
    });
    expect(res.body.shared_with).toEqual([]);
    expect((await fetchAs(serveFile, doc.media_url!, alice)).status).toBe(404);
  });
});

describe("deleteMedia {url, type}", () => {
  it("deletes the owner's medium and its files and gives the quota back; refuses anyone else", async () => {
    const owner = as(await makeUser(t.db, { firstName: "Owner" }));
    await makeClass(t.db, {
      teacherId: teacher.id,
      slotId: null,
      startsAt: new Date(Date.now() + 3 * 86_400_000),
      students: [{ id: owner.id }],
    });
    const item = await uploaded(owner, 2, await pngBytes(60, 60), "work.png");
    const used = async () =>
      Number(
        (await t.db.select().from(mediaQuota).where(eq(mediaQuota.userId, owner.id)))[0]
          ?.usedBytes ?? 0,
      );
    expect(await used()).toBe(item.size_bytes);
    const files = await storedFiles();

    const other = await postAs(stDeleteMedia, "/st/deleteMedia", alice, {
      url: item.media_url,
      type: 2,
    });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({
      responseCode: 404,
      status: "error",
      message: "Something went wrong. PLease try again later.",
    });
    const teacherTry = await postAs(emDeleteMedia, "/em/deleteMedia", teacher, {
      url: item.media_url,
      type: 2,
    });
    expect(teacherTry.body.status).toBe("error");
    const wrongType = await postAs(stDeleteMedia, "/st/deleteMedia", owner, {
      url: item.media_url,
      type: 3,
    });
    expect(wrongType.body.status).toBe("error");
    const wrongRole = await postAs(emDeleteMedia, "/em/deleteMedia", owner, {
      url: item.media_url,
      type: 2,
    });
    expect(wrongRole.status).toBe(403);
    expect(wrongRole.body.message).toBe(MEDIA_MESSAGES.deleteFailed);
    expect(await storedFiles()).toBe(files);

    const ok = await postAs(stDeleteMedia, "/st/deleteMedia", owner, {
      url: `http://localhost${item.media_url}`,
      type: 2,
    });
    expect(ok.body).toEqual({
      status: "success",
      resourcetype: "image",
      message: MEDIA_MESSAGES.deleted,
    });
    expect(await storedFiles()).toBe(files - 3);
    expect(await used()).toBe(0);
    expect((await fetchAs(serveFile, item.media_url!, owner)).status).toBe(404);
  });

  it("deletes a teacher's video link by its id", async () => {
    const yt = await uploadAs(
      uploadVideoRoute,
      "/api/upload-video",
      teacher,
      { link: "https://youtu.be/aaaaaaaaaaa" },
      [],
    );
    const res = await postAs(emDeleteMedia, "/em/deleteMedia", teacher, {
      url: yt.body.data.id,
      type: 1,
    });
    expect(res.body).toMatchObject({ status: "success", resourcetype: "video" });
  });
});

describe("quota", () => {
  it("answers 212 when the user's storage is full, and counts concurrent uploads safely", async () => {
    const quotaUser = as(await makeUser(t.db, { firstName: "Quota" }));
    process.env.MEDIA_QUOTA_BYTES = "25000";
    try {
      await uploaded(quotaUser, 3, pdfBytes(10_000), "one.pdf");
      const rows = await mediaRows();
      const files = await storedFiles();
      const full = await uploadFile(quotaUser, 3, pdfBytes(20_000), "two.pdf");
      expect(full.status).toBe(200);
      expect(full.body).toMatchObject({
        responseCode: 212,
        status: "error",
        message: MEDIA_MESSAGES.quotaFull,
        quota_bytes: 25000,
      });
      expect(await mediaRows()).toBe(rows);
      expect(await storedFiles()).toBe(files);

      // 15 000 bytes left: of two 9 000-byte uploads at once exactly one fits.
      const both = await Promise.all([
        uploadFile(quotaUser, 3, pdfBytes(9_000), "a.pdf"),
        uploadFile(quotaUser, 3, pdfBytes(9_000), "b.pdf"),
      ]);
      expect(both.map((r) => r.body.responseCode).sort()).toEqual([200, 212]);
      const [q] = await t.db.select().from(mediaQuota).where(eq(mediaQuota.userId, quotaUser.id));
      expect(q!.usedBytes).toBe(10_000 + 9_000);
      expect(await storedFiles()).toBe(files + 1);
      // Other users are not affected by this user's quota.
      process.env.MEDIA_QUOTA_BYTES = "1000000";
      await uploaded(bob, 3, pdfBytes(9_000), "c.pdf");
    } finally {
      delete process.env.MEDIA_QUOTA_BYTES;
    }
  });
});
