import { AppError } from "../../errors";
import { BOOKING_MESSAGES } from "./messages";

/**
 * Why a booking, or a cancellation, was refused. Each has an HTTP status for the new UI; the
 * legacy adapters map them to their own answers (legacy-answers.ts).
 */
export const REFUSALS = {
  repeat_demo: { status: 409, message: BOOKING_MESSAGES.repeatDemo },
  /** Full, or the teacher already teaches another class then: spec 1 answers responseCode 201. */
  slot_taken: { status: 409, message: BOOKING_MESSAGES.slotTaken },
  /** The teacher cancelled that date, or the slot is no longer offered. */
  slot_unavailable: { status: 409, message: BOOKING_MESSAGES.slotUnavailable },
  /** The teacher is not approved by an admin (decision 030): not listed, not bookable. */
  teacher_not_approved: { status: 409, message: BOOKING_MESSAGES.teacherNotApproved },
  already_enrolled: { status: 409, message: BOOKING_MESSAGES.alreadyEnrolled },
  student_overlap: { status: 409, message: BOOKING_MESSAGES.studentOverlap },
  slot_past: { status: 400, message: BOOKING_MESSAGES.slotPast },
  wrong_date: { status: 400, message: BOOKING_MESSAGES.wrongDate },
  not_demo_slot: { status: 400, message: BOOKING_MESSAGES.notDemoSlot },
  demo_only_slot: { status: 400, message: BOOKING_MESSAGES.demoOnlySlot },
  wrong_subject: { status: 400, message: BOOKING_MESSAGES.wrongSubject },
  wrong_course: { status: 400, message: BOOKING_MESSAGES.wrongCourse },
  /** A paid seat beyond the classes the student's packs cover (402 Payment Required). */
  no_classes_left: { status: 402, message: BOOKING_MESSAGES.noClassesLeft },
  class_started: { status: 400, message: BOOKING_MESSAGES.classStarted },
  already_cancelled: { status: 409, message: BOOKING_MESSAGES.alreadyCancelled },
} as const;

export type RefusalReason = keyof typeof REFUSALS;

export class BookingRefusal extends AppError {
  constructor(readonly reason: RefusalReason) {
    super(REFUSALS[reason].status, reason, REFUSALS[reason].message);
    this.name = "BookingRefusal";
  }
}

export const refuse = (reason: RefusalReason) => new BookingRefusal(reason);

export const isBookingRefusal = (error: unknown): error is BookingRefusal =>
  error instanceof BookingRefusal;
