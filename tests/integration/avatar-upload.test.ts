import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getAvatar } from "@/app/(api)/media/avatar/[id]/route";
import { POST as uploadAvatar } from "@/app/(api)/uploadProfileAvatar/route";
import { teacherProfiles, users } from "@/db/schema";
import type { Role } from "@/lib/auth/roles";
import { cookieHeaderFor } from "../support/legacy-client";
import { encodeId } from "@/lib/ids";
import { AVATAR_MESSAGES } from "@/lib/media/messages";
import { uploadProfileAvatarResponse } from "@/lib/media/schemas";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";

let t: TestDatabase;
let uploads: string;
let teacherId: number;
let studentId: number;
let otherStudentId: number;
let adminId: number;

beforeAll(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), "avatar-uploads-"));
  process.env.UPLOADS_DIR = uploads;
  delete process.env.UPLOADTHING_TOKEN;
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const stream = await makeStream(t.db);
  const subject = await makeSubject(t.db, stream.id);
  teacherId = (await makeTeacher(t.db, subject)).user.id;
  studentId = (await makeUser(t.db)).id;
  otherStudentId = (await makeUser(t.db)).id;
  adminId = (await makeUser(t.db, { role: "admin" })).id;
});

afterAll(async () => {
  await t.destroy();
  await rm(uploads, { recursive: true, force: true });
  delete process.env.UPLOADS_DIR;
});

async function cookieOf(id: number, role: Role) {
  return (await cookieHeaderFor({ id, role })).cookie;
}

const PNG = (extra = 32) =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(extra).fill(7)]);
const JPEG = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

async function upload(
  file: { bytes: Uint8Array; name: string; type: string } | null,
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  if (file)
    form.append("avatar", new File([file.bytes as BlobPart], file.name, { type: file.type }));
  else form.append("other", "x");
  const res = await uploadAvatar(
    new Request("http://localhost/uploadProfileAvatar", { method: "POST", body: form, headers }),
  );
  return { status: res.status, body: uploadProfileAvatarResponse.parse(await res.json()) };
}

const avatarOf = (userId: number, headers: Record<string, string> = {}, query = "") =>
  getAvatar(new Request(`http://localhost/media/avatar/${encodeId(userId)}${query}`, { headers }), {
    params: Promise.resolve({ id: encodeId(userId) }),
  });

async function storedFiles() {
  return readdir(path.join(uploads, "avatars")).catch(() => [] as string[]);
}

async function keysOf(userId: number) {
  const [u] = await t.db.select().from(users).where(eq(users.id, userId));
  const [p] = await t.db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, userId));
  return { user: u?.avatarPath ?? null, profile: p?.avatarPath ?? null };
}

describe("POST /uploadProfileAvatar", () => {
  it("answers 401 without a session and stores nothing", async () => {
    const res = await upload({ bytes: PNG(), name: "me.png", type: "image/png" });
    expect(res).toEqual({
      status: 401,
      body: { response: "failed", message: AVATAR_MESSAGES.loginRequired },
    });
    expect(await storedFiles()).toEqual([]);
  });

  it("stores a teacher's photo and points the user and the teacher profile at it", async () => {
    const cookie = await cookieOf(teacherId, "teacher");
    const res = await upload(
      { bytes: PNG(), name: "../../evil name.png", type: "image/png" },
      { cookie },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ response: "success" });
    expect(res.body.src).toMatch(
      new RegExp(`^/media/avatar/${encodeId(teacherId)}\\?v=[0-9a-f]{8}$`),
    );
    const keys = await keysOf(teacherId);
    expect(keys.user).toMatch(/^avatars\/[0-9a-f-]{36}\.png$/);
    expect(keys.profile).toBe(keys.user);
    expect(await storedFiles()).toEqual([keys.user!.split("/")[1]]);
  });

  it("serves a teacher's photo publicly with its type and long caching at the versioned address", async () => {
    const { user: key } = await keysOf(teacherId);
    const version = key!.slice("avatars/".length, "avatars/".length + 8);
    const res = await avatarOf(teacherId, {}, `?v=${version}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG());

    const unversioned = await avatarOf(teacherId);
    expect(unversioned.headers.get("cache-control")).toBe("public, max-age=300, must-revalidate");
    await unversioned.body?.cancel();
    const again = await avatarOf(teacherId, { "if-none-match": `"${version}"` });
    expect(again.status).toBe(304);
  });

  it("replaces the old photo and deletes its file", async () => {
    const cookie = await cookieOf(teacherId, "teacher");
    const before = await keysOf(teacherId);
    const res = await upload({ bytes: JPEG(), name: "new.jpg", type: "image/jpeg" }, { cookie });
    expect(res.status).toBe(200);
    const after = await keysOf(teacherId);
    expect(after.user).not.toBe(before.user);
    expect(after.user).toMatch(/\.jpg$/);
    expect(after.profile).toBe(after.user);
    expect(await storedFiles()).toEqual([after.user!.split("/")[1]]);
    const served = await avatarOf(teacherId);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(JPEG());
  });

  it("refuses a text file renamed .png, whatever type it declares", async () => {
    const cookie = await cookieOf(studentId, "student");
    const text = new TextEncoder().encode("just some text, honestly a png");
    const res = await upload({ bytes: text, name: "photo.png", type: "image/png" }, { cookie });
    expect(res).toEqual({
      status: 400,
      body: { response: "failed", message: AVATAR_MESSAGES.notImage },
    });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>');
    const res2 = await upload({ bytes: svg, name: "a.svg", type: "image/svg+xml" }, { cookie });
    expect(res2.status).toBe(400);
    expect((await keysOf(studentId)).user).toBeNull();
  });

  it("refuses a photo over 5 MB with 413 and a clear message", async () => {
    const cookie = await cookieOf(studentId, "student");
    const big = PNG(5 * 1024 * 1024);
    const res = await upload({ bytes: big, name: "big.png", type: "image/png" }, { cookie });
    expect(res).toEqual({
      status: 413,
      body: { response: "failed", message: AVATAR_MESSAGES.tooLarge },
    });
    expect((await keysOf(studentId)).user).toBeNull();
  });

  it("answers 400 when the avatar field is missing, and 403 to a post from another site", async () => {
    const cookie = await cookieOf(studentId, "student");
    expect(await upload(null, { cookie })).toEqual({
      status: 400,
      body: { response: "failed", message: AVATAR_MESSAGES.noFile },
    });
    const crossSite = await upload(
      { bytes: PNG(), name: "a.png", type: "image/png" },
      { cookie, origin: "https://evil.example", host: "localhost" },
    );
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.response).toBe("failed");
  });

  it("keeps a student's photo private to the student (and admins)", async () => {
    const cookie = await cookieOf(studentId, "student");
    const res = await upload({ bytes: PNG(3), name: "kid.png", type: "image/png" }, { cookie });
    expect(res.status).toBe(200);
    expect((await keysOf(studentId)).profile).toBeNull();

    const own = await avatarOf(studentId, { cookie });
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toMatch(/^private, /);
    await own.body?.cancel();
    const admin = await avatarOf(studentId, { cookie: await cookieOf(adminId, "admin") });
    expect(admin.status).toBe(200);
    await admin.body?.cancel();

    expect((await avatarOf(studentId)).status).toBe(404);
    const other = await avatarOf(studentId, { cookie: await cookieOf(otherStudentId, "student") });
    expect(other.status).toBe(404);
  });
});

describe("GET /media/avatar/{id}", () => {
  it("answers 404 for users without a photo, unknown users and ids that are not base64", async () => {
    expect((await avatarOf(otherStudentId)).status).toBe(404);
    expect((await avatarOf(999_999)).status).toBe(404);
    const bad = await getAvatar(new Request("http://localhost/media/avatar/..%2F..%2Fetc"), {
      params: Promise.resolve({ id: "../../etc" }),
    });
    expect(bad.status).toBe(404);
    expect(bad.headers.get("cache-control")).toBe("no-store");
  });
});
