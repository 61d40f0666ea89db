import { showFlowRequest, showFlowResponse } from "../../trial/flow/schemas";
import {
  differentTimeResponse,
  findTeachersRequest,
  findTeachersResponse,
  saveScheduleRequest,
  saveScheduleResponse,
  trialSlotsRequest,
  trialSlotsResponse,
} from "../../trial/schedule/schemas";
import { call } from "../define";
import type { LegacyCall } from "../types";

const ZONE =
  "Times are the teachers' weekly class times (kept in the teacher's zone, DST-safe) shown in user_timezone, with (IST) for Kolkata; no valid zone: status false 'Please select your timezone.'.";

/** The trial page's booking flow (issue 23 part A, decision 028). */
export const TRIAL_FLOW_CALLS: LegacyCall[] = [
  call(
    "POST",
    "site",
    "show-trail-pages-booking-flow",
    "3 §7",
    "The visitor's flow for course_id (state on the server, id in the HttpOnly trial_flow cookie; attached to the account after login, so another device resumes it). status names the step to show: process_step_1A sign up, 1B OTP, 2 schedule, 3 pricing and promo, 4 billing, 5 pay, process_complete once the pack is paid; view is the step's content, completed the breadcrumb. action back moves one step back (3 → 2 gives the reserved seats back); otp_sent, choose_pack and billing are checked on the server (errors per field: 'Please enter your name.', 'Please enter your email.', 'Please enter your number.'). Unpaid seats past their hold are released (back to step 2 with a message).",
    {
      handler: "app/(api)/show-trail-pages-booking-flow/route.ts",
      request: showFlowRequest,
      response: showFlowResponse,
    },
  ),
  call(
    "POST",
    "site",
    "show-different-time-slot-for-booking",
    "3 §7",
    `different_time: the weekdays and the times at which some teacher of the course has a weekly class. ${ZONE}`,
    {
      handler: "app/(api)/show-different-time-slot-for-booking/route.ts",
      request: trialSlotsRequest,
      response: differentTimeResponse,
    },
  ),
  call(
    "POST",
    "site",
    "show-preffered-slot-for-booking",
    "3 §7",
    `slots: the course's weekly class times whose next 4 weeks all have a seat, soonest first, with the first class ('Monday, 3rd Jan at 05:00 PM (IST)') and a daylight-saving notice when the family's time will move. None: status false with a message. ${ZONE}`,
    {
      handler: "app/(api)/show-preffered-slot-for-booking/route.ts",
      request: trialSlotsRequest,
      response: trialSlotsResponse,
    },
  ),
  call(
    "POST",
    "site",
    "find-available-teachers-for-booking",
    "3 §7",
    `Teachers with a weekly class on every selected day at selected_time, free for the next 4 weeks; none: status no_teacher_available. The number of days must equal frequency ('Please select any one day that work for you.' / 'Please select any two days that work for you.'), and a time is needed ('Please select the time.'). ${ZONE}`,
    {
      handler: "app/(api)/find-available-teachers-for-booking/route.ts",
      request: findTeachersRequest,
      response: findTeachersResponse,
    },
  ),
  call(
    "POST",
    "site",
    "save-schedule-for-booking",
    "3 §7",
    "Signed-in only (else status login). Reserves the next 4 weeks of the chosen weekly times (a predefined slot: 'Please select a predefined slot that works for you.' when missing; or days and a time as above) in one transaction under the capacity and overlap constraints, held 60 minutes for payment: status process_step_3. Full or nobody free: no_teacher_available (the preferred-slot prompt). Other refusals: status false with the message.",
    {
      handler: "app/(api)/save-schedule-for-booking/route.ts",
      request: saveScheduleRequest,
      response: saveScheduleResponse,
    },
  ),
];
