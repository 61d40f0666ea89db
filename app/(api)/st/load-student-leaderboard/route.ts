import { requireUser } from "@/lib/auth/access";
import { leaderboardCall } from "@/lib/engagement/leaderboard/calls";
import { leaderboardQuery } from "@/lib/engagement/leaderboard/schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** GET /st/load-student-leaderboard?limit (spec 3 §7): the points board seen by the caller. */
export const GET = route({ access: ["student"], query: leaderboardQuery }, ({ db, user, query }) =>
  leaderboardCall(db, requireUser(user), query.limit),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
