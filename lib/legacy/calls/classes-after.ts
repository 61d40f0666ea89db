import {
  missingNoticeQuery,
  missingNoticeResponse,
  reportProblemRequest,
  reportProblemResponse,
  requestVideoRequest,
  requestVideoResponse,
  setRatingRequest,
  setRatingResponse,
  slotStudentListQuery,
  slotStudentListResponse,
  updateMarksQuery,
  updateMarksResponse,
  updateSlotTopicRequest,
  updateSlotTopicResponse,
} from "../../classes/after/schemas";
import { reviewReplyRequest, reviewReplyResponse } from "../../reviews/schemas";
import { call } from "../define";
import type { LegacyCall } from "../types";

/** After a class: ratings, class notes, student lists, notices, recordings, marks, problems. */
export const CLASS_AFTER_CALLS: LegacyCall[] = [
  call(
    "POST",
    "site",
    "api/set-rating",
    "1 §7",
    "A student rates a class they attended (attended_at set), 1 to 5 stars, once, with an optional written review `comment` (plain text, 10 to 1000 characters after trimming, else 400): the rating and the teacher's mean (2 decimals) and count change in one transaction; then go to redirect_to. Refusals: a rating outside 1-5 400; userId not the caller, not booked or not attended 403; unknown class 404; second rating 409 'You have already rated this class.'.",
    {
      handler: "app/(api)/api/set-rating/route.ts",
      request: setRatingRequest,
      response: setRatingResponse,
    },
  ),
  call(
    "POST",
    "site",
    "api/review-reply",
    "new",
    "The teacher's one public reply {rating_id, body} to a written review of their own class (plain text, 2 to 1000 characters, else 400). Another teacher's review 403; unknown review or a rating without text 404; a second reply 409 'You have already replied to this review.' (the database keeps one even when two arrive at once).",
    {
      handler: "app/(api)/api/review-reply/route.ts",
      request: reviewReplyRequest,
      response: reviewReplyResponse,
      uncounted: "issue 26: written reviews and the teacher's reply are not in the specs",
    },
  ),
  call(
    "POST",
    "site",
    "api/update-slot-topic",
    "2 §7",
    "The class's teacher saves its class notes topic (trimmed, 1 to 200 characters, else 400). Another teacher or a student 403; unknown class 404.",
    {
      handler: "app/(api)/api/update-slot-topic/route.ts",
      request: updateSlotTopicRequest,
      response: updateSlotTopicResponse,
    },
  ),
  call(
    "GET",
    "site",
    "em/get-slot-student-list",
    "2 §7",
    "The class's teacher reads its header and studentList: every seat that was not cancelled, with attendance and how often the student was notified. Another teacher or a student 403; unknown class 404.",
    {
      handler: "app/(api)/em/get-slot-student-list/route.ts",
      request: slotStudentListQuery,
      response: slotStudentListResponse,
    },
  ),
  call(
    "GET",
    "site",
    "em/get-attended-slot-student-list",
    "2 §7",
    "As get-slot-student-list, with only the students who attended.",
    {
      handler: "app/(api)/em/get-attended-slot-student-list/route.ts",
      request: slotStudentListQuery,
      response: slotStudentListResponse,
    },
  ),
  call(
    "POST",
    "site",
    "setNotificationMissingStudent",
    "2 §7",
    "The class's teacher notifies a student who did not attend a class that has begun (id = studentList[].id): the count goes up by one and the student gets a message. At 6: HTTP 200, status error, 'You have notified maximum time.', count 6. Class not begun, cancelled, seat cancelled or student attended 400; another teacher 403; unknown seat 404; message not sent 503.",
    {
      handler: "app/(api)/setNotificationMissingStudent/route.ts",
      request: missingNoticeQuery,
      response: missingNoticeResponse,
    },
  ),
  call(
    "POST",
    "v1",
    "request-video",
    "2 §7",
    "A student booked into a class that has begun asks for its recording; the teacher gets a message. Asking again answers success with already_requested true. Class not begun or cancelled 400; not booked 403; unknown class 404.",
    {
      handler: "app/(api)/ng-api/v1/request-video/route.ts",
      request: requestVideoRequest,
      response: requestVideoResponse,
    },
  ),
  call(
    "GET",
    "site",
    "update-marks",
    "2 §7",
    "A student earns an activity's marks once per type per day (their own date): class_attended 10, class_notes_read 5, recording_watched 5, homework_done 10, quiz_completed 10, media_shared 2. Again the same day: awarded 0. Unknown type 400; not a student 403.",
    {
      handler: "app/(api)/update-marks/route.ts",
      request: updateMarksQuery,
      response: updateMarksResponse,
    },
  ),
  call(
    "POST",
    "v2",
    "report-contract-problem",
    "1 §7",
    "A student reports a problem, optionally about one of their purchases. Empty text 400 'Please enter some text to report your problem.'; over 600 characters 400; someone else's or unknown contract_id 404; not a student 403.",
    {
      handler: "app/(api)/ng-api/v2/report-contract-problem/route.ts",
      request: reportProblemRequest,
      response: reportProblemResponse,
    },
  ),
];
