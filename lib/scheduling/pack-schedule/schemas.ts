import { z } from "zod";
import { PACK_SCHEDULE_MESSAGES as M } from "./messages";

/** The most classes one request schedules (the largest pack). */
export const MAX_CLASSES_PER_REQUEST = 48;

const id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * "Schedule your classes": the teacher, the subject of the pack, and one or two weekly times with
 * how many classes to book at them.
 */
export const packScheduleRequest = z.object({
  subjectId: id,
  teacherId: id,
  slotIds: z.array(id).min(1, M.chooseTimes).max(2, M.tooManyTimes),
  count: z.coerce.number().int().min(1, M.countRange).max(MAX_CLASSES_PER_REQUEST, M.countRange),
});
export type PackScheduleRequest = z.output<typeof packScheduleRequest>;
