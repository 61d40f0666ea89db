import { route } from "@/lib/http/route";
import { enrollDemoCall } from "./book-calls";
import { enrollDemoQuery } from "./legacy-schemas";

/**
 * The POST handler of both enrollStudentToDemo paths (spec 2): the logged-in student's free demo
 * in a slot, by ?slot_id (with course_id and student_level on the ng-api path).
 */
export const enrolToDemoRoute = route(
  { query: enrollDemoQuery, access: ["student"], idempotent: true },
  ({ db, user, query, now }) => {
    return enrollDemoCall(db, user, query, now);
  },
);
