import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teacherSlots } from "@/db/schema";
import { refreshSearchDocuments } from "@/lib/catalog/search-document";
import {
  SEARCH_MESSAGES,
  filtersToParams,
  searchFiltersSchema,
} from "@/lib/catalog/search/filters";
import { searchTeachers } from "@/lib/catalog/search/search-teachers";
import { makeCourse, makeStream, makeSubject, makeTeacher } from "../support/factories";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

// The search filters families use (issue 26 item 2): day of the week and time of day in the
// visitor's zone, the learner's age, and "offers a free demo".
const NOW = new Date("2026-02-25T06:00:00Z"); // a Wednesday
let t: TestDatabase;
const ids = {} as Record<"guitar" | "piano", number>;

beforeAll(async () => {
  t = await createTestDatabase();
  const stream = await makeStream(t.db, { name: "Music", slug: "music-f" });
  const guitar = await makeSubject(t.db, stream.id, { name: "Guitar F", slug: "guitar-f" });
  const piano = await makeSubject(t.db, stream.id, { name: "Piano F", slug: "piano-f" });
  await makeCourse(t.db, guitar, { ageMin: 6, ageMax: 12, isPublished: true });
  await makeCourse(t.db, piano, { ageMin: 13, ageMax: 99, isPublished: true });
  await makeCourse(t.db, piano, { ageMin: 3, ageMax: 5, isPublished: false }); // a draft: ignored
  const g = await makeTeacher(t.db, guitar, { user: { timeZone: "Asia/Kolkata" } });
  const p = await makeTeacher(t.db, piano, { user: { timeZone: "Asia/Kolkata" } });
  Object.assign(ids, { guitar: g.user.id, piano: p.user.id });
  await t.db.insert(teacherSlots).values([
    // Friday 19:00 in India = Friday 08:30 in New York; a free demo time.
    { teacherId: g.user.id, dayOfWeek: 5, startTime: "19:00", isDemoSlot: true },
    // Saturday 10:00 in India = Friday 23:30 in New York; a paid class only.
    { teacherId: p.user.id, dayOfWeek: 6, startTime: "10:00" },
  ]);
  await refreshSearchDocuments(t.db);
});
afterAll(async () => {
  await t.destroy();
});

async function search(query: Record<string, string>, zone = "Asia/Kolkata") {
  const filters = searchFiltersSchema.parse({ class: "music-f", ...query });
  const result = await searchTeachers(t.db, null, filters, "INR", { zone, now: NOW });
  return result.teachers.map((x) => x.id).sort((a, b) => a - b);
}

describe("day and time of day, in the visitor's zone", () => {
  it("finds a teacher by the day their slot falls on for the visitor", async () => {
    expect(await search({ day: "fri" })).toEqual([ids.guitar]);
    expect(await search({ day: "sat" })).toEqual([ids.piano]);
    // In New York both slots fall on Friday.
    expect(await search({ day: "fri" }, "America/New_York")).toEqual(
      [ids.guitar, ids.piano].sort((a, b) => a - b),
    );
    expect(await search({ day: "sat" }, "America/New_York")).toEqual([]);
  });

  it("combines day and time of day", async () => {
    expect(await search({ day: "fri", time: "evening" })).toEqual([ids.guitar]);
    expect(await search({ day: "fri", time: "morning" })).toEqual([]);
    expect(await search({ day: "fri", time: "morning" }, "America/New_York")).toEqual([ids.guitar]);
    expect(await search({ day: "fri", time: "evening" }, "America/New_York")).toEqual([]);
  });
});

describe("learner's age and free demo", () => {
  it("matches the age ranges of the published courses of the teacher's subjects", async () => {
    expect(await search({ age: "8" })).toEqual([ids.guitar]);
    expect(await search({ age: "40" })).toEqual([ids.piano]);
    expect(await search({ age: "4" })).toEqual([]);
  });

  it("keeps only teachers offering free demo times", async () => {
    expect(await search({ trial: "1" })).toEqual([ids.guitar]);
    expect(await search({ trial: "0" })).toEqual([ids.guitar, ids.piano].sort((a, b) => a - b));
  });

  it("refuses bad values with a clear message and writes the canonical URL", () => {
    for (const [key, value, message] of [
      ["day", "someday", SEARCH_MESSAGES.day],
      ["age", "2", SEARCH_MESSAGES.age],
      ["age", "ten", SEARCH_MESSAGES.age],
      ["trial", "maybe", SEARCH_MESSAGES.trial],
    ] as const) {
      const parsed = searchFiltersSchema.safeParse({ [key]: value });
      expect(parsed.success ? null : parsed.error.issues[0]?.message, key).toBe(message);
    }
    const filters = searchFiltersSchema.parse({
      day: "fri",
      time: "evening",
      age: "9",
      trial: "1",
    });
    expect(filtersToParams(filters).toString()).toBe("time=evening&day=fri&age=9&trial=1");
  });
});
