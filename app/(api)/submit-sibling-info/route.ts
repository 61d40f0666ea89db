import { utcDateOf } from "@/lib/family/age";
import { FAMILY_MESSAGES as M } from "@/lib/family/messages";
import { siblingInfoSchema } from "@/lib/family/schemas";
import { submitSiblingInfo } from "@/lib/family/sibling-calls";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";
import { z } from "zod";

/**
 * POST /submit-sibling-info (spec 3): add a child to the caller's family. Every empty or wrong
 * field is reported at once ('X can not be empty', the 4–14 rule), in `errors`.
 */
export const POST = route(
  { body: z.unknown(), access: ["student"] },
  async ({ db, user, body, now }) => {
    const info = siblingInfoSchema(utcDateOf(now)).parse(body);
    const child = await submitSiblingInfo(db, user, info, now);
    return {
      status: true,
      message: M.siblingAdded,
      sibling_id: child.id,
      redirect_to: "/st/dashboard",
    };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
