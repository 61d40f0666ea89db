import { parseId } from "@/lib/fields";
import { loadStudentProfile } from "@/lib/family/profile/load-profile";
import { badRequest } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/**
 * GET /st/load-student-profile/{id} (plain or base64 id): a child of the caller's family; another
 * family's child, or anyone else, answers 403.
 */
export const GET = route({ access: ["student"] }, async ({ db, user, now, params }) => {
  const id = parseId(params.id);
  if (id === null) throw badRequest("Please give a student id.");
  return { status: true, data: await loadStudentProfile(db, user, now, id) };
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
