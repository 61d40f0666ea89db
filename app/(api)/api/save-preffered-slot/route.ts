import { route } from "@/lib/http/route";
import { viewerMoneyOfRequest } from "@/lib/money/request-money";
import { preferredSlotRequest } from "@/lib/scheduling/booking/legacy-schemas";
import { savePreferredSlotCall } from "@/lib/scheduling/booking/preferred-slot-call";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /api/save-preffered-slot (spec 1, multipart): a student's preferred demo time. */
export const POST = route(
  { body: preferredSlotRequest, access: ["student"] },
  ({ request, db, user, body, now }) => {
    return savePreferredSlotCall(
      db,
      user,
      body,
      viewerMoneyOfRequest(request, { tz: body.tz }).timeZone,
      now,
    );
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
