import { route } from "@/lib/http/route";
import { refuseCrossSite } from "@/lib/http/same-origin";
import { enrollDemoCall } from "@/lib/scheduling/booking/book-calls";
import { enrollDemoQuery } from "@/lib/scheduling/booking/legacy-schemas";

export const dynamic = "force-dynamic";

/** POST /sms/st/enrollStudentToDemo?slot_id (spec 2): the logged-in student's free demo. */
export const POST = route(
  { query: enrollDemoQuery, access: ["student"] },
  ({ request, db, user, query }) => {
    refuseCrossSite(request);
    return enrollDemoCall(db, user, query);
  },
);
