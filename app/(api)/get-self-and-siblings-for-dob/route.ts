import { childrenMissingDob } from "@/lib/family/sibling-calls";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** GET /get-self-and-siblings-for-dob (spec 3): the family's children still without a date of birth. */
export const GET = route({ access: ["student"] }, async ({ db, user, now }) => ({
  status: true,
  data: await childrenMissingDob(db, user, now),
}));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
