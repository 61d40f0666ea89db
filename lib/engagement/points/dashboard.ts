import type { Db } from "@/db/client";
import { allCharacters, learnerCharacters } from "../characters/characters";
import { loadLeaderboard, sliceBoard } from "../leaderboard/board";
import { SharedCache } from "./shared-cache";

/** The story characters are the same for every child: read at most once a minute. */
const shared = new SharedCache(60_000);

/**
 * What the dashboard's engagement part renders on the server: one statement per child, the board
 * (10 rows; the side panel's 7 are sliced from it, and the child's own total is on it), and the
 * characters from the shared cache. Showcase, holidays and plans are fetched by their tabs.
 */
export async function loadEngagement(db: Db, studentId: number, now: Date) {
  const [tab, characters] = await Promise.all([
    loadLeaderboard(db, studentId, 10),
    shared.get("characters", now, () => allCharacters(db)),
  ]);
  const points = tab.points_board.find((r) => r.is_current_user)?.total_points ?? 0;
  return {
    sidePanel: sliceBoard(tab, 7),
    tab,
    characters: learnerCharacters(characters, points),
  };
}

export type EngagementData = Awaited<ReturnType<typeof loadEngagement>>;
