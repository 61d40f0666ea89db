import { batchSegmentsCall } from "@/lib/billing/packs/legacy-calls";
import { batchSegmentsRequest } from "@/lib/billing/legacy-schemas";
import { route } from "@/lib/http/route";

/** POST /get-batch-segments: the package segment tabs of a course. */
export const POST = route({ body: batchSegmentsRequest }, async ({ db, body }) =>
  batchSegmentsCall(db, body),
);
