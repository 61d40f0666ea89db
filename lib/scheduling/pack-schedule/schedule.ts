import type { Db } from "@/db/client";
import { AppError, badRequest, conflict } from "../../errors";
import { bookOccurrences, type Booked } from "../booking/book";
import { formatWhenIn } from "../date-format";
import { clashingClasses } from "./clashes";
import { loadPackBalances } from "./load-pack-balances";
import { PACK_SCHEDULE_MESSAGES as M } from "./messages";
import { schedulableWith } from "./pack-balance";
import type { PackScheduleRequest } from "./schemas";
import { loadClassTimes } from "./teacher-times";
import { planWeekly } from "./weekly-plan";

/** A pack with too few classes left for the request (402, like a paid seat without a class). */
const notEnoughLeft = (left: number) => new AppError(402, "no_classes_left", M.notEnoughLeft(left));

/**
 * "Schedule your classes": books the next `count` dates of one or two of the teacher's weekly
 * class times, each spending one class of the student's pack of the subject. Refused before any
 * write when the pack has too few classes left, or when the teacher is busy on some of the dates
 * (all of them named, in the family's zone). The booking itself goes through bookOccurrences (the
 * shared booking core, all or nothing): it locks the student and recounts the pack after each seat,
 * so two tabs scheduling the last class at once cannot both win.
 */
export async function scheduleFromPack(
  db: Db,
  studentId: number,
  input: PackScheduleRequest,
  zone: string,
  now: Date,
): Promise<Booked[]> {
  const [teacher] = await loadClassTimes(db, input.subjectId, input.teacherId);
  const slotIds = [...new Set(input.slotIds)];
  const chosen = (teacher?.times ?? []).filter((t) => slotIds.includes(t.id));
  if (!teacher || chosen.length !== slotIds.length) {
    throw badRequest(M.notTeacherTime, { slotIds: [M.notTeacherTime] });
  }
  const left = schedulableWith(
    await loadPackBalances(db, studentId, now),
    input.subjectId,
    input.teacherId,
  );
  if (left < input.count) throw notEnoughLeft(left);
  const planned = planWeekly(chosen, input.count, teacher.teacherZone, now);
  if (planned.length < input.count) throw conflict(M.notEnoughDates);
  const clashes = await clashingClasses(db, teacher.teacherId, planned);
  if (clashes.length > 0) {
    throw conflict(M.clashes(clashes.map((c) => formatWhenIn(c.startsAt, zone))));
  }
  return bookOccurrences(
    db,
    studentId,
    planned.map(({ slotId, date }) => ({ slotId, date })),
    { kind: "paid", subjectId: input.subjectId, now },
  );
}
