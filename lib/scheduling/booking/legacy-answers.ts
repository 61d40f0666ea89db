import { isAppError } from "../../errors";
import { reportUnexpected } from "../../log/report-unexpected";
import { BOOKING_MESSAGES } from "./messages";
import { isBookingRefusal, type RefusalReason } from "./refusal";

/** spec 1 §4: responseCode 201 means the slot was already booked (full, or not held that day). */
const TAKEN: readonly RefusalReason[] = ["slot_taken", "slot_unavailable"];

export const isSlotTaken = (reason: RefusalReason) => TAKEN.includes(reason);

/** A spec 1 booking call's success: status, responseCode 200, message and the call's own fields. */
export function spec1Ok<T extends object>(message: string, fields: T) {
  return { status: "success" as const, responseCode: 200, message, ...fields };
}

/**
 * Spec 1 booking calls: a refused booking or cancellation is HTTP 200 with status "error", the
 * reason's message and a responseCode the old client reads: 201 for a taken slot (spec 1 §4),
 * else the reason's own code (409 e.g. 'You Had Already Booked Your Free Demo.', 400 a past
 * time). Invalid, unauthorised and unknown requests go on to the shared 4xx error shape.
 */
export async function withSpec1Answers<T>(run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (!isBookingRefusal(error)) throw error;
    return {
      status: "error" as const,
      responseCode: isSlotTaken(error.reason) ? 201 : error.status,
      message: error.message,
    };
  }
}

/**
 * Spec 2 enrollStudentToDemo answers { status, message } (spec 2 §7). A refusal is HTTP 200 with
 * status false and the reason's message (the spec's full-slot message for a taken slot); a failure nobody planned for is logged and
 * answered with the spec's failure message (spec 2 §8). Not-logged-in and invalid requests go on
 * to the shared error shape.
 */
export async function withSpec2Answers<T>(run: () => Promise<T>): Promise<T | Response> {
  try {
    return await run();
  } catch (error) {
    if (isBookingRefusal(error)) {
      const taken = isSlotTaken(error.reason);
      return Response.json(
        {
          status: false,
          responseCode: taken ? 201 : error.status,
          message: taken ? BOOKING_MESSAGES.demoSlotFull : error.message,
        },
        // The old client shows the server's message only from a successful response.
        { status: 200 },
      );
    }
    if (isAppError(error)) throw error;
    reportUnexpected(error, "enrollStudentToDemo failed");
    return Response.json(
      { status: false, responseCode: 500, message: BOOKING_MESSAGES.demoFailure },
      { status: 500 },
    );
  }
}
