import { requireUser } from "@/lib/auth/access";
import { zoneOf } from "@/lib/engagement/holidays/holidays";
import { loadPlanList } from "@/lib/engagement/plans/plan-list";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** GET /st/load-student-plan-list (spec 3 §7): the caller's plans with classes booked, held and left. */
export const GET = route({ access: ["student"] }, async ({ db, user, now }) => {
  const id = requireUser(user).id;
  return loadPlanList(db, id, await zoneOf(db, id), now);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
