import type { Db } from "@/db/client";
import { allCharacters, learnerCharacters } from "../characters/characters";
import { loadHolidays } from "../holidays/holidays";
import { loadLeaderboard, sliceBoard } from "../leaderboard/board";
import { loadPlanList } from "../plans/plan-list";
import { loadShowcase } from "../showcase/showcase";
import { toWallTime } from "@/lib/scheduling/zoned-time";
import { IST_ZONE } from "@/lib/scheduling/ist";
import { SharedCache } from "./shared-cache";

/** Characters, showcase and holidays are the same for every child: read at most once a minute. */
const shared = new SharedCache(60_000);

/**
 * What the dashboard's engagement part shows. Per child two statements run in parallel: the board
 * (10 rows; the side panel's 7 are sliced from it, and the child's own total is on it) and the
 * plans. Characters, showcase and holidays come from the shared cache.
 */
export async function loadEngagement(db: Db, studentId: number, zone: string, now: Date) {
  const istDate = toWallTime(now, IST_ZONE).date;
  const [tab, plans, characters, showcase, holidays] = await Promise.all([
    loadLeaderboard(db, studentId, 10),
    loadPlanList(db, studentId, zone, now),
    shared.get("characters", now, () => allCharacters(db)),
    shared.get("showcase", now, () => loadShowcase(db)),
    shared.get(`holidays:${istDate}:${zone}`, now, () => loadHolidays(db, zone, now)),
  ]);
  const points = tab.points_board.find((r) => r.is_current_user)?.total_points ?? 0;
  return {
    zone,
    sidePanel: sliceBoard(tab, 7),
    tab,
    characters: learnerCharacters(characters, points),
    showcase: showcase.data,
    holidays: holidays.data,
    plans: plans.data,
  };
}

export type EngagementData = Awaited<ReturnType<typeof loadEngagement>>;
