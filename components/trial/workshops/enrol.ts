import { WORKSHOP_MESSAGES } from "@/lib/trial/workshops/messages";
import type { EnrolWorkshopAnswer } from "@/lib/trial/workshops/schemas";

export type EnrolOutcome =
  | { kind: "success"; message: string; to: string }
  | { kind: "warning"; message: string }
  | { kind: "error"; message: string };

/** What the page does with an enloll-to-workshop answer (spec 2 §5): success, warning or error. */
export function readEnrolAnswer(
  httpStatus: number,
  body: Partial<EnrolWorkshopAnswer> | null,
): EnrolOutcome {
  const message = typeof body?.message === "string" && body.message ? body.message : null;
  if (httpStatus === 200 && body?.status === true && body.responseCode === 200) {
    return {
      kind: "success",
      message: message ?? WORKSHOP_MESSAGES.enrolled,
      to: body.data?.redirect_to ?? "/thank_you_workshop",
    };
  }
  if (httpStatus === 200 && body?.status === true) {
    return { kind: "warning", message: message ?? WORKSHOP_MESSAGES.alreadyEnrolled };
  }
  return { kind: "error", message: message ?? WORKSHOP_MESSAGES.requestFailed };
}

/** GET /enloll-to-workshop/{course_id}/{slot_id} for the session's child. Never throws. */
export async function enrolInWorkshop(courseId: number | string, slotId: number | string) {
  try {
    const response = await fetch(
      `/enloll-to-workshop/${encodeURIComponent(courseId)}/${encodeURIComponent(slotId)}`,
      { credentials: "same-origin", headers: { Accept: "application/json" } },
    );
    const body = (await response.json().catch(() => null)) as Partial<EnrolWorkshopAnswer> | null;
    return readEnrolAnswer(response.status, body);
  } catch {
    return readEnrolAnswer(0, null);
  }
}
