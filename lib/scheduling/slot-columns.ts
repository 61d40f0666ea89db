import { teacherSlots } from "@/db/schema";

/** The columns of a weekly slot that the timetable and the teacher calendar expand into dates. */
export const slotColumns = {
  id: teacherSlots.id,
  dayOfWeek: teacherSlots.dayOfWeek,
  startTime: teacherSlots.startTime,
  durationMinutes: teacherSlots.durationMinutes,
  isDemoSlot: teacherSlots.isDemoSlot,
  capacity: teacherSlots.capacity,
  subjectId: teacherSlots.subjectId,
};
