import { enrolToDemoRoute } from "@/lib/scheduling/booking/enrol-demo-route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /ng-api/v1/enrollStudentToDemo?slot_id&course_id&student_level (spec 2). */
export const POST = enrolToDemoRoute;

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
