import { enrolToDemoRoute } from "@/lib/scheduling/booking/enrol-demo-route";

export const dynamic = "force-dynamic";

/** POST /sms/st/enrollStudentToDemo?slot_id (spec 2): the logged-in student's free demo. */
export const POST = enrolToDemoRoute;
