import {
  updateBatchStampsRequest,
  updateBatchStampsResponse,
  updateTeacherOfferRequest,
  updateTeacherOfferResponse,
} from "../../scheduling/availability/batch-and-offer-schemas";
import {
  teacherSchedulesRequest,
  teacherSchedulesResponse,
} from "../../scheduling/availability/schemas";
import { getTeacherTTQuery, getTeacherTTResponse } from "../../scheduling/timetable/schemas";
import { call } from "../define";
import type { LegacyCall } from "../types";

const schedules = { request: teacherSchedulesRequest, response: teacherSchedulesResponse };

/** Teacher availability, batches, offers and the weekly timetable (spec 1 section 7). */
export const SCHEDULE_CALLS: LegacyCall[] = [
  call(
    "POST",
    "site",
    "em/saveTeacherSchedules",
    "1 §7",
    "Teacher only: the first weekly slots (7 day lists, Sunday first, local times in the teacher's zone; the bare array is accepted too). Every invalid field is reported at once as errors.{schedules.day.index.field}; then to /em/viewTeacherProfile. Before an admin approved the teacher's application (no teaching profile yet): 409 naming the missing step (resume and video, approval, or re-applying after a rejection; decision 038).",
    { handler: "app/(api)/em/saveTeacherSchedules/route.ts", ...schedules },
  ),
  call(
    "POST",
    "site",
    "em/updateTeacherSchedules",
    "1 §7",
    "Teacher only: replace the weekly slots in one transaction (unchanged times keep their ids; removing a slot with a booked class to come is refused, 409, naming the date); then to /em/dashboard. Before an admin approved the teacher's application (no teaching profile yet): 409 naming the missing step (resume and video, approval, or re-applying after a rejection; decision 038).",
    { handler: "app/(api)/em/updateTeacherSchedules/route.ts", ...schedules },
  ),
  call(
    "POST",
    "site",
    "api/update-batch-stamps",
    "1 §7",
    "Teacher only: a batch's curriculum (404 no batch, 403 someone else's; Other needs otherCurriculum).",
    {
      handler: "app/(api)/api/update-batch-stamps/route.ts",
      request: updateBatchStampsRequest,
      response: updateBatchStampsResponse,
    },
  ),
  call(
    "POST",
    "site",
    "api/update-teacher-price-name-and-count",
    "1 §7",
    "Teacher only: price per class (INR, optional USD), pack name and class count, saved together. The first price without price_usd converts the rupees at the stored rate (400 on price_usd when none is stored); later ones keep the dollar price. Before an admin approved the teacher's application (no teaching profile yet): 409 naming the missing step (resume and video, approval, or re-applying after a rejection; decision 038).",
    {
      handler: "app/(api)/api/update-teacher-price-name-and-count/route.ts",
      request: updateTeacherOfferRequest,
      response: updateTeacherOfferResponse,
    },
  ),
  call(
    "GET",
    "site",
    "st/getTeacherTT",
    "1 §7",
    "A teacher's week in the viewer's zone (?tz, else the tz cookie): entries, the 7 viewer-local days and the contract summary; student fields with a student session only (400 bad parameters, 404 unknown teacher).",
    {
      handler: "app/(api)/st/getTeacherTT/route.ts",
      request: getTeacherTTQuery,
      response: getTeacherTTResponse,
    },
  ),
];
