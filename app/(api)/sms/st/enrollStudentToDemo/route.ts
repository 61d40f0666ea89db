import { enrolToDemoRoute } from "@/lib/scheduling/booking/enrol-demo-route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /sms/st/enrollStudentToDemo?slot_id (spec 2): the logged-in student's free demo. */
export const POST = enrolToDemoRoute;

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
