import { enrolToDemoRoute } from "@/lib/scheduling/booking/enrol-demo-route";

export const dynamic = "force-dynamic";

/** POST /ng-api/v1/enrollStudentToDemo?slot_id&course_id&student_level (spec 2). */
export const POST = enrolToDemoRoute;
