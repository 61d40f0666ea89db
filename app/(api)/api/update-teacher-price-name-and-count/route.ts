import { updateTeacherOfferRequest } from "@/lib/scheduling/availability/batch-and-offer-schemas";
import { updateTeacherOffer } from "@/lib/scheduling/availability/teacher-offer";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** The teacher's price per class and pack name and size (spec 1 section 7). */
export const POST = route(
  { body: updateTeacherOfferRequest, access: ["teacher"] },
  async ({ db, body, user, now }) => updateTeacherOffer(db, user!.id, body, now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
