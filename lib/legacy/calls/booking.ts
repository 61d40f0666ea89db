import {
  bookDemoRequest,
  bookDemoResponse,
  cancelResponse,
  cancelSlotRequest,
  convertedTimeRequest,
  convertedTimeResponse,
  createAdhocRequest,
  createAdhocResponse,
  deleteSessionRequest,
  demoBookingSlotsRequest,
  demoBookingSlotsResponse,
  enrollDemoQuery,
  enrollDemoResponse,
  preferredSlotRequest,
  preferredSlotResponse,
} from "../../scheduling/booking/legacy-schemas";
import { call } from "../define";
import type { LegacyCall } from "../types";

/** Booking demo and paid sessions (spec 1 section 7) and demo slots (spec 2 section 7). */
export const BOOKING_CALLS: LegacyCall[] = [
  call(
    "POST",
    "site",
    "api/book-demo",
    "1 §7",
    "Book the student's one free demo in a demo slot on a date. Refusals answer HTTP 200 with status error: a taken slot responseCode 201, a second demo 409 'You Had Already Booked Your Free Demo.'; no subId: HTTP 400 'Subject Is Mandatory.'. Student (own student_id only, else 403) or admin.",
    {
      handler: "app/(api)/api/book-demo/route.ts",
      request: bookDemoRequest,
      response: bookDemoResponse,
    },
  ),
  call(
    "POST",
    "site",
    "api/create-adhoc-student-session",
    "1 §7",
    "Book paid classes: the n-th timetable id with the n-th date, all or none in one transaction (lists of different length: 400; a taken slot: responseCode 201).",
    {
      handler: "app/(api)/api/create-adhoc-student-session/route.ts",
      request: createAdhocRequest,
      response: createAdhocResponse,
    },
  ),
  call(
    "POST",
    "site",
    "api/delete-session-by-student",
    "1 §7",
    "A student cancels their own seat in a class that has not begun (the seat is freed; someone else's or unknown: 404; another student_id: 403; begun: 400).",
    {
      handler: "app/(api)/api/delete-session-by-student/route.ts",
      request: deleteSessionRequest,
      response: cancelResponse,
    },
  ),
  call(
    "POST",
    "site",
    "api/cancel-slot-by-teacher",
    "1 §7",
    "A teacher cancels one of their classes (a session, or a date of a weekly slot) that has not begun, with every seat in it (another teacher's: 403).",
    {
      handler: "app/(api)/api/cancel-slot-by-teacher/route.ts",
      request: cancelSlotRequest,
      response: cancelResponse,
    },
  ),
  call(
    "POST",
    "site",
    "api/save-preffered-slot",
    "1 §7",
    "A student asks for a demo at a time of their own: date and time both needed ('Please choose the correct date or time.'), note at most 600 characters; read in the viewer's zone.",
    {
      handler: "app/(api)/api/save-preffered-slot/route.ts",
      request: preferredSlotRequest,
      response: preferredSlotResponse,
    },
  ),
  call(
    "POST",
    "site",
    "st/demo-booking-slots",
    "2 §7",
    "The subject's demo times of the next 14 days with the seats left, grouped by the viewer's local date (public).",
    {
      handler: "app/(api)/st/demo-booking-slots/route.ts",
      request: demoBookingSlotsRequest,
      response: demoBookingSlotsResponse,
    },
  ),
  call(
    "POST",
    "site",
    "converted-time-student-select",
    "2 §7",
    "One date's demo times, in the viewer's zone (public).",
    {
      handler: "app/(api)/converted-time-student-select/route.ts",
      request: convertedTimeRequest,
      response: convertedTimeResponse,
    },
  ),
  call(
    "POST",
    "site",
    "sms/st/enrollStudentToDemo",
    "2 §7",
    "The logged-in student takes a seat in a demo (query ?slot_id=\"{slot id}_{YYYY-MM-DD}\"). Refusals: HTTP 200 with status false and the message; full: 'This Demo Slot is full booked.please select another slot.'; unexpected failure: the spec's failure message (HTTP 500).",
    {
      handler: "app/(api)/sms/st/enrollStudentToDemo/route.ts",
      request: enrollDemoQuery,
      response: enrollDemoResponse,
    },
  ),
  call(
    "POST",
    "v1",
    "enrollStudentToDemo",
    "2 §7",
    "As /sms/st/enrollStudentToDemo, with the query ?slot_id&course_id&student_level (default 'no').",
    {
      handler: "app/(api)/ng-api/v1/enrollStudentToDemo/route.ts",
      request: enrollDemoQuery,
      response: enrollDemoResponse,
    },
  ),
];
