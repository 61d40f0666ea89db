import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { createBuddyBatch, createBuddyBatchQuery } from "@/lib/teacher/buddy/buddy";

export const dynamic = "force-dynamic";

/** POST /st/create-buddy-batch?capacity&contract_id (spec 2): true, or false for a duplicate. */
export const POST = route(
  { query: createBuddyBatchQuery, access: ["student"] },
  async ({ db, user, query }) => Response.json(await createBuddyBatch(db, user, query)),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
