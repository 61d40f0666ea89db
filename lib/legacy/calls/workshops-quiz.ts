import { bookFreeSessionRequest, bookFreeSessionResponse } from "../../trial/free-session/schemas";
import {
  courseQuizRequest,
  courseQuizResponse,
  submitQuizRequest,
  submitQuizResponse,
} from "../../trial/quiz/schemas";
import {
  enrolWorkshopQuery,
  enrolWorkshopResponse,
  loadWorkshopRequest,
  loadWorkshopResponse,
} from "../../trial/workshops/schemas";
import { call } from "../define";
import type { LegacyCall } from "../types";

/** Free sessions from course pages, workshops and the course quiz (issue 23 part B, decision 029). */
export const WORKSHOPS_QUIZ_CALLS: LegacyCall[] = [
  call(
    "GET",
    "site",
    "enloll-to-workshop/{course_id}/{slot_id}",
    "2 §7",
    "A seat in a free workshop for the session's child (or ?student_id of the same family, else 403). status true responseCode 200 with data.redirect_to /thank_you_workshop; already enrolled: true, 201; full: false, 409 'Sorry, this workshop is full.' (the database refuses the seat past capacity); started: false, 410; priced: false, 402. Unknown workshop or another course's: 404. Student only.",
    {
      handler: "app/(api)/enloll-to-workshop/[course_id]/[slot_id]/route.ts",
      request: enrolWorkshopQuery,
      response: enrolWorkshopResponse,
    },
  ),
  call(
    "POST",
    "site",
    "load-workshop",
    "3 §7",
    "Upcoming published workshops of a course (or of every course), soonest first, with seats left, the time in the viewer's zone and whether the logged-in child has a seat. Public.",
    {
      handler: "app/(api)/load-workshop/route.ts",
      request: loadWorkshopRequest,
      response: loadWorkshopResponse,
    },
  ),
  call(
    "POST",
    "site",
    "get-trail-course-quiz",
    "3 §7",
    "A published course's quiz questions (options and marks, never the right answer) and the texts of its positive and negative result rows. Unknown course: 404. Public.",
    {
      handler: "app/(api)/get-trail-course-quiz/route.ts",
      request: courseQuizRequest,
      response: courseQuizResponse,
    },
  ),
  call(
    "POST",
    "site",
    "book-free-session",
    "3 §7",
    "Not signed in: success false, status 'login' (the sign-in modal with signup_type book_demo). A family: success true, status 'book_demo' with its children and whether the profile step is due, redirect_to /st/book-demo/{slug}; course_id 0: status 'courses' (/courses). Unknown course 404; teacher or admin 403.",
    {
      handler: "app/(api)/book-free-session/route.ts",
      request: bookFreeSessionRequest,
      response: bookFreeSessionResponse,
    },
  ),
  call(
    "POST",
    "site",
    "submit-quiz",
    "3 §7",
    "JSON {quiz_answers:[{question_id, answer|null, marks, subject_id}]}, scored on the server from the stored answers (marks sent are ignored). A question of the course unanswered, or no answers: status false 'Please answer all questions before submitting.'. Otherwise status true, percentage (rounded down) and the positive (60 % or more) or negative row's message. Questions of no or of two courses: 400. 30 a quarter-hour per address.",
    {
      handler: "app/(api)/submit-quiz/route.ts",
      request: submitQuizRequest,
      response: submitQuizResponse,
    },
  ),
];
