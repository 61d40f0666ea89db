import { z } from "zod";
import { BOOKING_MESSAGES } from "../booking/messages";
import { parseOccurrenceId } from "../booking/occurrence-id";

/** Move a booked class (its session id) to another date of the same teacher ("{slot}_{date}"). */
export const rescheduleRequest = z.object({
  sessionId: z.coerce.number().int().positive().max(2_147_483_647),
  to: z
    .string()
    .max(40)
    .transform((value, ctx) => {
      const ref = parseOccurrenceId(value);
      if (!ref) ctx.addIssue({ code: "custom", message: BOOKING_MESSAGES.selectSlot });
      return ref ?? { slotId: 0, date: "" };
    }),
});
export type RescheduleRequest = z.output<typeof rescheduleRequest>;
