import { CLASS_RULES } from "../constants";

/** Cancelling a class (spec 3 section 7 request-cancel and cancel-student-class). */
export const CANCEL_RULES = {
  /** A cancellation less than this many hours before the start is a last-minute cancellation. */
  lastMinuteHours: CLASS_RULES.lastMinuteHours,
  /** The optional reason fits session_enrolments.cancel_reason. */
  reasonMaxLength: 300,
} as const;

export const CANCEL_MESSAGES = {
  canCancel: "You can cancel this class until it starts.",
  lastMinute: `This class starts in less than ${CLASS_RULES.lastMinuteHours} hours. Cancelling now is recorded as a last-minute cancellation.`,
  demoFreed: "Your free demo is given back, so you can book another demo time.",
  seatFreed: "Your seat is freed and the class is not counted against your pack.",
  classStarted: "This class has already started and can no longer be cancelled.",
  alreadyCancelled: "This class is already cancelled.",
  cancelled: "Your class is cancelled.",
  reasonTooLong: "Please keep the reason within 300 characters.",
} as const;

/** Why a class can no longer be cancelled. */
export type CancelBlock = "class_started" | "already_cancelled";

/** Whether cancelling at `now` is a last-minute cancellation (the class starts within 24 hours). */
export function isLastMinute(startsAt: Date, now: Date): boolean {
  const left = startsAt.getTime() - now.getTime();
  return left > 0 && left < CANCEL_RULES.lastMinuteHours * 3_600_000;
}

/** Whole hours left before the start (0 once it has started). */
export function hoursUntil(startsAt: Date, now: Date): number {
  return Math.max(0, Math.floor((startsAt.getTime() - now.getTime()) / 3_600_000));
}

/** What cancelling means for the student, as short sentences for the cancel-class modal. */
export function cancelNotes(facts: {
  block: CancelBlock | null;
  isDemo: boolean;
  lastMinute: boolean;
}): string[] {
  if (facts.block === "class_started") return [CANCEL_MESSAGES.classStarted];
  if (facts.block === "already_cancelled") return [CANCEL_MESSAGES.alreadyCancelled];
  return [
    facts.isDemo ? CANCEL_MESSAGES.demoFreed : CANCEL_MESSAGES.seatFreed,
    ...(facts.lastMinute ? [CANCEL_MESSAGES.lastMinute] : []),
  ];
}
