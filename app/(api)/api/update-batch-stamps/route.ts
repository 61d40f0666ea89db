import { updateBatchStampsRequest } from "@/lib/scheduling/availability/batch-and-offer-schemas";
import { updateBatchStamp } from "@/lib/scheduling/availability/batch-stamps";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** The curriculum of one of the teacher's batches (spec 1 section 7). */
export const POST = route(
  { body: updateBatchStampsRequest, access: ["teacher"] },
  async ({ db, body, user }) => updateBatchStamp(db, user!, body),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
