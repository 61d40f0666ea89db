import { requireUser } from "@/lib/auth/access";
import { loadHolidays, zoneOf } from "@/lib/engagement/holidays/holidays";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** GET /st/load-holidays (spec 3 §7): the school's coming holidays, shown in the student's zone. */
export const GET = route({ access: ["student"] }, async ({ db, user, now }) =>
  loadHolidays(db, await zoneOf(db, requireUser(user).id), now),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
