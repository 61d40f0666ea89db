import { CANCEL_MESSAGES } from "@/lib/classes/cancel/rules";
import type { RequestCancelAnswer } from "@/lib/classes/cancel/schemas";

// Fakes of the class-list calls' answers for the component tests of components/classes.

/** A GET /request-cancel answer: a free demo starting within 24 hours, unless `over` says else. */
export function cancelPreview(
  over: Partial<RequestCancelAnswer["data"]> = {},
): RequestCancelAnswer {
  return {
    status: "success",
    responseCode: 200,
    message: "",
    data: {
      slot_id: 4,
      subject_name: "Guitar",
      teacher_name: "Rohan Mathew",
      is_demo: true,
      starts_at: "2030-03-12T12:00:00.000Z",
      ends_at: "2030-03-12T13:00:00.000Z",
      date_label: "12 March, 2030",
      time_label: "05:30 PM (IST)",
      when_label: "Tuesday, 12th Mar at 05:30 PM (IST)",
      can_cancel: true,
      reason: null,
      is_last_minute: true,
      hours_until_start: 3,
      notes: [CANCEL_MESSAGES.demoFreed, CANCEL_MESSAGES.lastMinute],
      ...over,
    },
  };
}
