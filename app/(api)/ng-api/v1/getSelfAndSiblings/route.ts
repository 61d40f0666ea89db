import { selfAndSiblings } from "@/lib/family/sibling-calls";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** GET /ng-api/v1/getSelfAndSiblings (spec 2): the caller and the other children of the family. */
export const GET = route({ access: ["student"] }, async ({ db, user, now }) => ({
  status: true,
  user_id: user.id,
  userAndSiblings: await selfAndSiblings(db, user, now),
}));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
