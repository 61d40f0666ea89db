import { storeSummerCampInterest } from "@/lib/billing/payments/calls";
import { summerCampInterestRequest } from "@/lib/billing/payments/legacy-schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /sms/st/store_summer_camp_interest {user_id} (spec 2 §7): the caller's own interest. */
export const POST = route(
  { body: summerCampInterestRequest, access: ["student", "admin"] },
  ({ db, user, body }) => {
    return storeSummerCampInterest(db, user, body);
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
