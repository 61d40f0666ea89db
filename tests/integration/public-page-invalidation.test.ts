// Issue 15: the services that change what a public page shows drop its kept copies once their
// transaction committed (lib/catalog/cache-tags.ts; the server's cache is stood in for here).
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { teacherProfiles } from "@/db/schema";
import { CATALOG_TAG, teacherTag } from "@/lib/catalog/cache-tags";
import { updateTeacherOffer } from "@/lib/scheduling/availability/teacher-offer";
import { cancelByStudent, cancelByTeacher } from "@/lib/scheduling/booking/cancel";
import { makeBookedClass } from "../support/booking-fixtures";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

const NOW = new Date("2026-11-24T06:30:00Z");
const invalidated: { tags: string[]; price: number | undefined }[] = [];
let t: TestDatabase;
let teacherId: number;

const slot = globalThis as { __publicPageCache?: unknown };

beforeAll(async () => {
  t = await createTestDatabase();
  const stream = await makeStream(t.db);
  const subject = await makeSubject(t.db, stream.id);
  teacherId = (await makeTeacher(t.db, subject)).user.id;
  slot.__publicPageCache = {
    tag: () => undefined,
    // What a render started now would read: the committed price.
    invalidate: (tags: string[]) => {
      void t.db
        .select({ price: teacherProfiles.priceInrMinor })
        .from(teacherProfiles)
        .where(eq(teacherProfiles.userId, teacherId))
        .then(([row]) => invalidated.push({ tags, price: row?.price }));
    },
  };
});

afterEach(() => {
  invalidated.length = 0;
});

afterAll(async () => {
  delete slot.__publicPageCache;
  await t?.destroy();
});

describe("a teacher's price change", () => {
  it("drops the teacher's profile and the listings, after the new price committed", async () => {
    await updateTeacherOffer(
      t.db,
      teacherId,
      { price: 1234, pack_name: "Monthly 8", class_count: 8 },
      NOW,
    );
    await expect.poll(() => invalidated.length).toBe(1);
    expect(invalidated[0]).toEqual({ tags: [teacherTag(teacherId), CATALOG_TAG], price: 123400 });
  });

  it("drops nothing when the change fails", async () => {
    const student = await makeUser(t.db, { role: "student" });
    await expect(
      updateTeacherOffer(
        t.db,
        student.id,
        { price: 900, pack_name: "Monthly", class_count: 4 },
        NOW,
      ),
    ).rejects.toThrow();
    expect(invalidated).toEqual([]);
  });
});

describe("a cancelled class", () => {
  const later = new Date(NOW.getTime() + 3 * 86_400_000);
  const nextDay = new Date(later.getTime() + 86_400_000);

  it("drops the teacher's profile once a student's cancellation committed", async () => {
    const student = await makeUser(t.db, { role: "student" });
    const session = await makeBookedClass(t.db, teacherId, student.id, later);
    await cancelByStudent(t.db, student.id, session.id, NOW);
    await expect.poll(() => invalidated.length).toBe(1);
    expect(invalidated[0]!.tags).toEqual([teacherTag(teacherId)]);
  });

  it("drops the teacher's profile once the teacher's cancellation committed, not before", async () => {
    const student = await makeUser(t.db, { role: "student" });
    const session = await makeBookedClass(t.db, teacherId, student.id, nextDay);
    const teacher = { id: teacherId, role: "teacher" as const, name: "T", prefix: "em" as const };
    await expect(
      cancelByTeacher(t.db, { ...teacher, id: student.id }, String(session.id), NOW),
    ).rejects.toThrow();
    await cancelByTeacher(t.db, teacher, String(session.id), NOW);
    await expect.poll(() => invalidated.length).toBe(1);
    expect(invalidated[0]!.tags).toEqual([teacherTag(teacherId)]);
  });
});
