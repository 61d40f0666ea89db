import { saveSiblingsDob } from "@/lib/family/student-details";
import { submitSiblingsDobRequest } from "@/lib/family/schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/**
 * POST /st/submit-siblings-dob (spec 2): dates of birth of the family's children, all or none. A
 * refusal is 400 with `sibling_id` (the first child concerned) and `errors` keyed by sibling id,
 * so each message goes beside its child.
 */
export const POST = route(
  { body: submitSiblingsDobRequest, access: ["student"] },
  async ({ db, user, body, now }) => {
    const r = await saveSiblingsDob(db, user, body.siblings, now);
    return r.status ? r : Response.json(r, { status: 400 });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
