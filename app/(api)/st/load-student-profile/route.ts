import { loadStudentProfile } from "@/lib/family/profile/load-profile";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** GET /st/load-student-profile: the caller's own profile for the update form (spec 3 §7). */
export const GET = route({ access: ["student"] }, async ({ db, user, now }) => ({
  status: true,
  data: await loadStudentProfile(db, user, now),
}));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
