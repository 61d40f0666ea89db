import { z } from "zod";
import { flagValue } from "@/lib/fields/loose";
import { classIdSchema } from "./class-id";

// Request and response schemas of starting and joining a class (spec 1 section 7 Classes), shared
// by the route handlers and the browser (components/classes). Business outcomes answer HTTP 200
// with a status; bad input 400, no session 401, not a party 403, unknown class 404.

/** A legacy flag (lib/fields flagValue) that means yes; anything else (or absent) no. */
const flag = z.preprocess((v) => flagValue(v) === true, z.boolean()) as z.ZodType<boolean, unknown>;

const optionalUserId = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z.coerce.number().int().positive().optional(),
);

/** ceate-and-join-meeting / -demo / -class and resume-meeting. */
export const startMeetingRequest = z.object({
  slot_id: classIdSchema.describe("the class session id"),
  user_id: optionalUserId.describe("the teacher's own id; another id is refused (403)"),
  is_demo: flag.optional().describe("accepted for the old client; the class itself decides"),
  free_licence: flag.optional().describe("true after zoom_occupied: host on another free licence"),
});

export const startMeetingResponse = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("success"),
    /** The host link to open in a new tab, or "201" when no meeting licence is free. */
    meeting_url: z.string(),
    message: z.string(),
  }),
  z.object({ status: z.literal("zoom_occupied"), messageDescription: z.string() }),
  z.object({ status: z.literal("fail"), messageDescription: z.string() }),
]);
export type StartMeetingAnswer = z.infer<typeof startMeetingResponse>;

/** check-meeting-started, join-class-now, mark-attendance: the class. */
export const classRefRequest = z.object({
  slot_id: classIdSchema.describe("the class session id"),
});

/** get-meeting-link?session_id */
export const meetingLinkQuery = z.object({
  session_id: classIdSchema.describe("the class session id"),
});

export const meetingStartedResponse = z.object({
  status: z.literal("success"),
  started: z.boolean(),
  message: z.string(),
});
export type MeetingStartedAnswer = z.infer<typeof meetingStartedResponse>;

/** join-class-now and get-meeting-link. */
export const joinResponse = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("success"),
    started: z.literal(true),
    meeting_url: z.string(),
    message: z.string(),
  }),
  /** The teacher has not started yet: keep polling. */
  z.object({ status: z.literal("waiting"), started: z.literal(false), message: z.string() }),
  /** Cannot join (over, too early, no classes remaining): show message, stop. */
  z.object({ status: z.literal("fail"), started: z.boolean(), message: z.string() }),
]);
export type JoinAnswer = z.infer<typeof joinResponse>;

export const markAttendanceResponse = z.object({
  status: z.literal("success"),
  attended_at: z.string().describe("ISO instant the student was first marked present"),
  message: z.string(),
});
export type MarkAttendanceAnswer = z.infer<typeof markAttendanceResponse>;
