import { batchSegmentsCall } from "@/lib/billing/packs/legacy-calls";
import { batchSegmentsRequest } from "@/lib/billing/legacy-schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /get-batch-segments: the package segment tabs of a course. */
export const POST = route({ body: batchSegmentsRequest }, async ({ db, body }) =>
  batchSegmentsCall(db, body),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
