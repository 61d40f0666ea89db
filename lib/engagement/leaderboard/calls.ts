import type { Db } from "@/db/client";
import type { SessionUser } from "@/lib/auth/session-user";
import { badRequest } from "@/lib/errors";
import { parseId } from "@/lib/fields";
import { requireFamilyChild } from "@/lib/family/family";
import { type LeaderboardLimit, loadLeaderboard } from "./board";

/**
 * GET /st/load-student-leaderboard[/{id}]: the board seen by the caller, or by a child of the
 * caller's family (`rawId`, plain or base64); another family's child answers 403.
 */
export async function leaderboardCall(
  db: Db,
  user: SessionUser,
  limit: LeaderboardLimit,
  rawId?: string,
) {
  let viewerId = user.id;
  if (rawId !== undefined) {
    const id = parseId(rawId);
    if (id === null) throw badRequest("Please give a student id.");
    if (id !== user.id) viewerId = (await requireFamilyChild(db, user, id)).id;
  }
  return { status: true as const, ...(await loadLeaderboard(db, viewerId, limit)) };
}
