import type { z } from "zod";
import type { Db } from "@/db/client";
import { listDemoDays, type DemoOccurrence } from "./demo-slots";
import type { convertedTimeRequest, demoBookingSlotsRequest } from "./legacy-schemas";

/** The cookie that remembers the subject of the last /st/demo-booking-slots call. */
export const DEMO_SUBJECT_COOKIE = "demo_subject_id";

function demoTime(o: DemoOccurrence) {
  return {
    slot_id: o.occurrenceId,
    teacher_id: o.teacherId,
    teacher_name: o.teacherName,
    starts_at: o.startsAt.toISOString(),
    ends_at: o.endsAt.toISOString(),
    time: o.viewer.time,
    time_text: o.viewer.timeText,
    duration_minutes: o.durationMinutes,
    capacity: o.capacity,
    remaining_seats: o.remaining,
  };
}

/** POST /st/demo-booking-slots (spec 2): the subject's demo times of the next 14 days by date. */
export async function demoBookingSlotsCall(
  db: Db,
  body: z.output<typeof demoBookingSlotsRequest>,
  zone: string,
  now: Date,
) {
  const days = await listDemoDays(db, body.subject_id, zone, now);
  return {
    status: "success" as const,
    subject_id: body.subject_id,
    time_zone: zone,
    dates: days.map((d) => ({ date: d.date, label: d.label, slots: d.slots.map(demoTime) })),
  };
}

/** POST /converted-time-student-select (spec 2): one date's demo times in the viewer's zone. */
export async function convertedTimeCall(
  db: Db,
  body: z.output<typeof convertedTimeRequest>,
  subjectId: number | null,
  zone: string,
  now: Date,
) {
  const days = subjectId === null ? [] : await listDemoDays(db, subjectId, zone, now);
  const day = days.find((d) => d.date === body.date);
  return {
    status: "success" as const,
    date: body.date,
    time_zone: zone,
    times: (day?.slots ?? []).map(demoTime),
  };
}
