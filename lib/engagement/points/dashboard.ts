import type { Db } from "@/db/client";
import { loadLearnerCharacters } from "../characters/characters";
import { loadHolidays } from "../holidays/holidays";
import { loadLeaderboard, sliceBoard } from "../leaderboard/board";
import { loadPlanList } from "../plans/plan-list";
import { loadShowcase } from "../showcase/showcase";

/** What the dashboard's engagement part shows, loaded in parallel (one round trip each). */
export async function loadEngagement(db: Db, studentId: number, zone: string, now: Date) {
  const [tab, characters, showcase, holidays, plans] = await Promise.all([
    loadLeaderboard(db, studentId, 10),
    loadLearnerCharacters(db, studentId),
    loadShowcase(db),
    loadHolidays(db, zone, now),
    loadPlanList(db, studentId, zone, now),
  ]);
  return {
    zone,
    // The side panel's 7 rows are the tab's first 7 (plus the viewer's row): one board query.
    sidePanel: sliceBoard(tab, 7),
    tab,
    characters,
    showcase: showcase.data,
    holidays: holidays.data,
    plans: plans.data,
  };
}

export type EngagementData = Awaited<ReturnType<typeof loadEngagement>>;
