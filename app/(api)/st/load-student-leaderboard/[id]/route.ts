import { requireUser } from "@/lib/auth/access";
import { leaderboardCall } from "@/lib/engagement/leaderboard/calls";
import { leaderboardQuery } from "@/lib/engagement/leaderboard/schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/**
 * GET /st/load-student-leaderboard/{id}?limit: the board seen by a child of the caller's family
 * (plain or base64 id); another family's child answers 403.
 */
export const GET = route(
  { access: ["student"], query: leaderboardQuery },
  ({ db, user, query, params }) =>
    leaderboardCall(db, requireUser(user), query.limit, String(params.id ?? "")),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
