import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teacherSubjects } from "@/db/schema";
import { getCoursePage } from "@/lib/catalog/course-page";
import { getHomepageData } from "@/lib/catalog/homepage";
import { refreshSearchDocuments } from "@/lib/catalog/search-document";
import { searchFiltersSchema } from "@/lib/catalog/search/filters";
import { searchTeachers } from "@/lib/catalog/search/search-teachers";
import { getTeacherProfile } from "@/lib/catalog/teacher-profile";
import { encodeId } from "@/lib/ids";
import { createTestDatabase, type TestDatabase } from "../support/test-db";
import {
  makeCourse,
  makeStream,
  makeSubject,
  makeTeacher,
  makeTestimonial,
} from "../support/factories";

let t: TestDatabase;
let ids: {
  star: number;
  plain: number;
  inactive: number;
  pianist: number;
  guitarId: number;
  pianoId: number;
};

beforeAll(async () => {
  t = await createTestDatabase();
  const music = await makeStream(t.db, { name: "Music", slug: "music" });
  const guitar = await makeSubject(t.db, music.id, { name: "Guitar", slug: "guitar", code: "GTR" });
  const piano = await makeSubject(t.db, music.id, { name: "Piano", slug: "piano", code: "PNO" });
  const star = await makeTeacher(t.db, guitar, {
    user: { firstName: "Rohan", lastName: "Mathew" },
    profile: { isFeatured: true, rating: 4.9, ratingCount: 100 },
  });
  const plain = await makeTeacher(t.db, guitar, {
    profile: { isFeatured: false, rating: 3.9, ratingCount: 100 },
  });
  const inactive = await makeTeacher(t.db, guitar, {
    user: { isActive: false },
    profile: { isFeatured: true, rating: 5, ratingCount: 1 },
  });
  const pianist = await makeTeacher(t.db, piano, {
    profile: { isFeatured: true, rating: 4.5, ratingCount: 0 },
  });
  await t.db
    .insert(teacherSubjects)
    .values({ teacherId: star.user.id, subjectId: piano.id, kind: "secondary" });
  await makeCourse(t.db, guitar, {
    name: "Guitar for Beginners",
    slug: "guitar-for-beginners",
    isFeatured: true,
  });
  await makeTestimonial(t.db, { authorName: "Sunita" });
  await refreshSearchDocuments(t.db);
  ids = {
    star: star.user.id,
    plain: plain.user.id,
    inactive: inactive.user.id,
    pianist: pianist.user.id,
    guitarId: guitar.id,
    pianoId: piano.id,
  };
});
afterAll(() => t.destroy());

describe("homepage data", () => {
  it("features only featured, active teachers, best rated first, with profile links", async () => {
    const data = await getHomepageData(t.db);
    expect(data.teachers.map((x) => x.id)).toEqual([ids.star, ids.pianist]);
    expect(data.teachers[0]).toMatchObject({
      subject: "Guitar",
      profilePath: `/teacher-profile/${encodeId(ids.star)}`,
    });
    expect(data.courses.map((c) => c.path)).toEqual(["/courses/music/guitar-for-beginners"]);
    expect(data.testimonials.map((x) => x.authorName)).toEqual(["Sunita"]);
  });

  it("counts active teachers and weights the mean rating by number of ratings", async () => {
    const { stats, streams } = await getHomepageData(t.db);
    expect(stats).toEqual({ teachers: 3, averageRating: 4.4 }); // (4.9*100 + 3.9*100 + 4.5*0) / 200
    expect(streams).toEqual([expect.objectContaining({ name: "Music", teacherCount: 4 })]);
  });
});

describe("teacher search", () => {
  const search = (text: string) =>
    searchTeachers(t.db, null, searchFiltersSchema.parse({ text }), "INR", {
      zone: "Asia/Kolkata",
      now: new Date(),
    });

  it("forgives typos and lists teachers of the matched subject, primary or secondary", async () => {
    const guitar = await search("gitar");
    expect(guitar.teachers.map((x) => x.id).sort()).toEqual([ids.star, ids.plain].sort());
    expect(guitar.total).toBe(2);
    const star = guitar.teachers.find((x) => x.id === ids.star);
    expect(star).toMatchObject({
      primarySubjects: ["Guitar"],
      secondarySubjects: ["Piano"],
      subject: "Guitar",
      stream: "Music",
      profilePath: `/teacher-profile/${encodeId(ids.star)}`,
    });
    const piano = await search("piano");
    expect(piano.teachers.map((x) => x.id).sort()).toEqual([ids.star, ids.pianist].sort());
  });

  it("matches a whole stream, finds nothing for unrelated words and everyone for no words", async () => {
    expect((await search("music")).total).toBe(3);
    expect(await search("astrophysics")).toMatchObject({ total: 0, teachers: [] });
    expect((await search("")).total).toBe(3);
  });
});

describe("teacher profile and course page", () => {
  it("gives a teacher's primary and secondary subjects, and nothing for inactive or unknown ids", async () => {
    expect(await getTeacherProfile(t.db, ids.star)).toMatchObject({
      firstName: "Rohan",
      primarySubjects: ["Guitar"],
      secondarySubjects: ["Piano"],
    });
    expect(await getTeacherProfile(t.db, ids.inactive)).toBeNull();
    expect(await getTeacherProfile(t.db, 999_999)).toBeNull();
  });

  it("finds a course by stream and course slug with its subject's active teachers", async () => {
    const page = await getCoursePage(t.db, "music", "guitar-for-beginners");
    expect(page?.course).toMatchObject({ name: "Guitar for Beginners", subjectName: "Guitar" });
    expect(page?.teachers.map((x) => x.id)).toEqual([ids.star, ids.plain]);
    expect(await getCoursePage(t.db, "art", "guitar-for-beginners")).toBeNull();
  });
});
