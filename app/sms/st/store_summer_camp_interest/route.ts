import { storeSummerCampInterest } from "@/lib/billing/payments/calls";
import { summerCampInterestRequest } from "@/lib/billing/payments/legacy-schemas";
import { route } from "@/lib/http/route";
import { refuseCrossSite } from "@/lib/http/same-origin";

export const dynamic = "force-dynamic";

/** POST /sms/st/store_summer_camp_interest {user_id} (spec 2 §7): the caller's own interest. */
export const POST = route(
  { body: summerCampInterestRequest, access: ["student", "admin"] },
  ({ request, db, user, body }) => {
    refuseCrossSite(request);
    return storeSummerCampInterest(db, user, body);
  },
);
