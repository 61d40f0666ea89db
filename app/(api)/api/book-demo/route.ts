import { route } from "@/lib/http/route";
import { bookDemoCall } from "@/lib/scheduling/booking/book-calls";
import { bookDemoRequest } from "@/lib/scheduling/booking/legacy-schemas";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /api/book-demo (spec 1): the logged-in student's free demo (an admin books for one). */
export const POST = route(
  { body: bookDemoRequest, access: ["student", "admin"], idempotent: true },
  ({ db, user, body, now }) => {
    return bookDemoCall(db, user, body, now);
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
