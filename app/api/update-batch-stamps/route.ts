import { updateBatchStampsRequest } from "@/lib/scheduling/availability/batch-and-offer-schemas";
import { updateBatchStamp } from "@/lib/scheduling/availability/batch-stamps";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** The curriculum of one of the teacher's batches (spec 1 section 7). */
export const POST = route(
  { body: updateBatchStampsRequest, access: ["teacher"] },
  async ({ db, body, user }) => updateBatchStamp(db, user!, body),
);
