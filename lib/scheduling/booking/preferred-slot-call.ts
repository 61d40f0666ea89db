import type { z } from "zod";
import type { Db } from "@/db/client";
import type { SessionUser } from "../../auth/session-user";
import type { preferredSlotRequest } from "./legacy-schemas";
import { spec1Ok } from "./legacy-answers";
import { BOOKING_MESSAGES } from "./messages";
import { savePreferredSlot } from "./preferred-slot";
import { bookingStudent } from "./student";

/** POST /api/save-preffered-slot (spec 1): the student's preferred demo time, read in `zone`. */
export async function savePreferredSlotCall(
  db: Db,
  user: SessionUser | null,
  body: z.output<typeof preferredSlotRequest>,
  zone: string,
  now: Date,
) {
  const studentId = await bookingStudent(db, user, undefined);
  const saved = await savePreferredSlot(
    db,
    studentId,
    {
      date: body.date,
      time: body.time,
      note: body.note,
      zone,
      subjectId: body.subject_id,
      teacherId: body.teacher_id,
    },
    now,
  );
  return spec1Ok(BOOKING_MESSAGES.preferredSaved, {
    preferred_at: saved.preferredAt.toISOString(),
  });
}
