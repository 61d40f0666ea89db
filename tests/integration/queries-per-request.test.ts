import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, openDatabase, type DbHandle } from "@/db/client";
import { refreshSearchDocuments } from "@/lib/catalog/search-document";
import { searchFiltersSchema } from "@/lib/catalog/search/filters";
import { searchTeachers } from "@/lib/catalog/search/search-teachers";
import { getTeacherProfile } from "@/lib/catalog/teacher-profile";
import { loadStudentDashboard } from "@/lib/classes/dashboard/load-student-dashboard";
import { loadTeacherDashboard } from "@/lib/classes/dashboard/load-teacher-dashboard";
import { listClasses } from "@/lib/classes/lists/list-classes";
import { getTeacherTimetable } from "@/lib/scheduling/timetable/get-teacher-timetable";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { createTestDatabase, testDbKind, type TestDatabase } from "../support/test-db";
import { makeClass, makeSlot } from "../support/timetable-factories";

// No N+1: the search, the teacher profile, the timetable and the class lists issue the same number of SQL statements
// with 2 teachers (and slots) as with 20. Statements are counted with the drizzle logger of a
// handle opened on the test database.

let t: TestDatabase | null = null;
let counted: DbHandle;
const statements: string[] = [];
let subject: { id: number; streamId: number };
let studentId: number;
const teacherIds: number[] = [];
let slotsMade = 0;
const NOW = new Date("2026-03-11T06:00:00Z");

beforeAll(async () => {
  const logger = { logQuery: (query: string) => void statements.push(query) };
  if (testDbKind() === "postgres") {
    t = await createTestDatabase();
    counted = await openDatabase({ url: t.url, max: 1, logger });
  } else {
    counted = await openDatabase({ dataDir: "memory://", logger });
    await migrateDatabase(counted);
  }
  const stream = await makeStream(counted.db, { name: "Music", slug: "music" });
  subject = await makeSubject(counted.db, stream.id, { name: "Guitar", slug: "guitar" });
  studentId = (await makeUser(counted.db, { role: "student" })).id;
});

afterAll(async () => {
  await counted.close();
  await t?.destroy();
});

/** Grows the data to `teachers` teachers, each with as many weekly slots and classes this week. */
async function growTo(teachers: number) {
  while (teacherIds.length < teachers) {
    const { user } = await makeTeacher(counted.db, subject, {
      profile: { headline: "Guitar teacher", rating: 4.5, ratingCount: 10 },
    });
    teacherIds.push(user.id);
  }
  // The first teacher gets one slot (and one class on 2026-03-11) per teacher.
  const first = teacherIds[0]!;
  for (let i = slotsMade; i < teachers; i++, slotsMade++) {
    const slot = await makeSlot(counted.db, first, {
      dayOfWeek: 3,
      startTime: `${String(i).padStart(2, "0")}:00`,
      durationMinutes: 30,
    });
    const startsAt = new Date(`2026-03-11T${String(i).padStart(2, "0")}:00:00+05:30`);
    await makeClass(counted.db, {
      teacherId: first,
      slotId: slot.id,
      startsAt,
      minutes: 30,
      students: i % 2 === 0 ? [{ id: studentId }] : [],
      capacity: 1,
    });
  }
  await refreshSearchDocuments(counted.db);
}

async function count(work: () => Promise<unknown>) {
  statements.length = 0;
  await work();
  return statements.length;
}

async function measure() {
  const student = { id: studentId, role: "student" as const, name: "S", prefix: "st" };
  const search = await count(() =>
    searchTeachers(counted.db, student, searchFiltersSchema.parse({ text: "guitar" }), "INR", {
      zone: "Asia/Kolkata",
      now: NOW,
    }),
  );
  const profile = await count(() => getTeacherProfile(counted.db, teacherIds[0]!));
  const timetable = await count(() =>
    getTeacherTimetable(counted.db, {
      teacherId: teacherIds[0]!,
      weekStatus: 0,
      viewerZone: "Asia/Kolkata",
      studentId,
      now: NOW,
    }),
  );
  const lists = await count(() =>
    listClasses(
      counted.db,
      { id: teacherIds[0]!, role: "teacher" },
      { kinds: ["upcoming"], page: 1, limit: 10 },
      NOW,
    ),
  );
  const teacher = { id: teacherIds[0]!, role: "teacher" as const, name: "T", prefix: "em" };
  const when = { zone: "Asia/Kolkata", now: NOW };
  const teacherDashboard = await count(() =>
    loadTeacherDashboard(counted.db, { user: teacher, ...when }),
  );
  const studentDashboard = await count(() =>
    loadStudentDashboard(counted.db, { user: student, ...when }),
  );
  return { search, profile, timetable, lists, teacherDashboard, studentDashboard };
}

describe("queries per request", () => {
  it("stay constant as teachers, slots and classes grow from 2 to 20", async () => {
    await growTo(2);
    const small = await measure();
    await growTo(20);
    const large = await measure();

    expect(small).toEqual({
      search: 1,
      profile: 1,
      timetable: 2,
      lists: 1,
      // The dashboards (streamed after the welcome, issue 15): the teacher's zone and photo, then
      // today's classes and the upcoming page with its counts; the student's own lists.
      teacherDashboard: 4,
      studentDashboard: 4,
    });
    expect(large).toEqual(small);
    // The data really grew: the first teacher's week has 20 entries, the search finds 20.
    const tt = await getTeacherTimetable(counted.db, {
      teacherId: teacherIds[0]!,
      weekStatus: 0,
      viewerZone: "Asia/Kolkata",
      now: NOW,
    });
    expect(tt.entries).toHaveLength(20);
    const found = await searchTeachers(
      counted.db,
      null,
      searchFiltersSchema.parse({ text: "guitar" }),
      "INR",
      { zone: "Asia/Kolkata", now: NOW },
    );
    expect(found.total).toBe(20);
    // Half of those 20 classes have a student: the teacher's four lists count all 10.
    const lists = await listClasses(
      counted.db,
      { id: teacherIds[0]!, role: "teacher" },
      { kinds: ["upcoming"], page: 1, limit: 10 },
      NOW,
    );
    const { upcoming, past, missed, cancelled } = lists.counts;
    expect(upcoming + past + missed + cancelled).toBe(10);
  });
});
