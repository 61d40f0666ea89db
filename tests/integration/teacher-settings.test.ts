import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teacherProfiles, teacherSubjects } from "@/db/schema";
import { loadTeacherSettings, updateTeacherProfile } from "@/lib/teacher/settings/profile";
import { teacherProfileForm } from "@/lib/teacher/settings/schemas";
import { PROFILE_MESSAGES as M } from "@/lib/teacher/settings/schemas";
import { makeStream, makeSubject, makeTeacher } from "../support/factories";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
let teacherId: number, piano: number, guitar: number, otherStreamSubject: number;

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const stream = await makeStream(t.db);
  piano = (await makeSubject(t.db, stream.id, { name: "Piano" })).id;
  guitar = (await makeSubject(t.db, stream.id, { name: "Guitar" })).id;
  otherStreamSubject = (await makeSubject(t.db, (await makeStream(t.db)).id)).id;
  teacherId = (await makeTeacher(t.db, { id: piano, streamId: stream.id })).user.id;
});
afterAll(async () => {
  await t.destroy();
});

describe("teacher public profile settings", () => {
  it("checks the fields with the form's messages", () => {
    const r = teacherProfileForm.safeParse({ headline: "short", bio: "", languages: " , " });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries(r.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toMatchObject({ headline: M.headline, languages: M.languages });
  });

  it("saves headline, bio, languages and extra subjects, and search finds them at once", async () => {
    const input = teacherProfileForm.parse({
      headline: "Patient piano and guitar teacher",
      bio: "Ten years with children.",
      languages: "English, Tamil, English",
      secondarySubjectIds: [String(guitar)],
    });
    expect(await updateTeacherProfile(t.db, teacherId, input)).toEqual({ message: M.saved });
    const [profile] = await t.db
      .select()
      .from(teacherProfiles)
      .where(eq(teacherProfiles.userId, teacherId));
    expect(profile!.languages).toEqual(["English", "Tamil"]);
    expect(profile!.searchDocument).toContain("Guitar");
    expect(profile!.searchDocument).toContain("Tamil");
    const settings = await loadTeacherSettings(t.db, teacherId);
    expect(settings!.profile).toMatchObject({
      primarySubjectId: piano,
      secondarySubjectIds: [guitar],
    });
  });

  it("refuses a subject of another stream and changes nothing", async () => {
    const input = teacherProfileForm.parse({
      headline: "Another headline here",
      bio: "",
      languages: "Hindi",
      secondarySubjectIds: [otherStreamSubject],
    });
    await expect(updateTeacherProfile(t.db, teacherId, input)).rejects.toMatchObject({
      status: 400,
    });
    const taught = await t.db
      .select()
      .from(teacherSubjects)
      .where(eq(teacherSubjects.teacherId, teacherId));
    expect(taught.map((r) => r.subjectId).sort()).toEqual([piano, guitar].sort());
    const [profile] = await t.db
      .select()
      .from(teacherProfiles)
      .where(eq(teacherProfiles.userId, teacherId));
    expect(profile!.languages).toEqual(["English", "Tamil"]);
  });
});
