import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/lib/db-rows";

/** Rows on the side panel (7, or 6 beside the characters) and on the tab (10). */
export const LEADERBOARD_LIMITS = [6, 7, 10] as const;
export type LeaderboardLimit = (typeof LEADERBOARD_LIMITS)[number];
export const DEFAULT_LEADERBOARD_LIMIT: LeaderboardLimit = 10;

export interface LeaderboardRow {
  first_name: string;
  /** The viewer's own last name; for any other child only its initial ("S."). */
  last_name: string;
  total_points: number;
  rank: number;
  is_current_user: boolean;
}

export interface Leaderboard {
  points_board: LeaderboardRow[];
  /**
   * Where the viewer's row is in points_board (1-based). The viewer's row is always on the board:
   * after the top `limit` rows when they rank lower.
   */
  current_point_id: number;
}

/** "Sharma" → "S." (a child of another family is shown by first name and last initial). */
export function lastInitial(lastName: string): string {
  const first = lastName.trim().charAt(0);
  return first ? `${first.toUpperCase()}.` : "";
}

/**
 * The points leaderboard seen by `viewerId`: active students with points, ranked in SQL by total
 * with rank() — the same total has the same rank and the next rank skips (1, 2, 2, 4). Ties are
 * listed by first name. The viewer is always ranked (0 points when they have none yet).
 */
export async function loadLeaderboard(
  db: Db,
  viewerId: number,
  limit: LeaderboardLimit,
): Promise<Leaderboard> {
  const rows = rowsOf<{
    student_id: number;
    first_name: string;
    last_name: string;
    total: number;
    rnk: number;
    pos: number;
  }>(
    await db.execute(sql`
      with totals as (
        select p.student_id, sum(p.points)::int as total
        from point_entries p
        group by p.student_id
        having sum(p.points) > 0
        union all
        select ${viewerId}, 0
        where not exists (
          select 1 from point_entries p where p.student_id = ${viewerId}
          group by p.student_id having sum(p.points) > 0)
      ),
      ranked as (
        select t.student_id, u.first_name, u.last_name, t.total,
          rank() over (order by t.total desc)::int as rnk,
          row_number() over (order by t.total desc, u.first_name, t.student_id)::int as pos
        from totals t join users u on u.id = t.student_id
        where u.role = 'student' and (u.is_active or u.id = ${viewerId})
      )
      select * from ranked where pos <= ${limit} or student_id = ${viewerId}
      order by pos`),
  );
  const points_board = rows.map((r) => {
    const me = r.student_id === viewerId;
    return {
      first_name: r.first_name,
      last_name: me ? r.last_name : lastInitial(r.last_name),
      total_points: r.total,
      rank: r.rnk,
      is_current_user: me,
    };
  });
  return {
    points_board,
    current_point_id: points_board.findIndex((r) => r.is_current_user) + 1,
  };
}

/**
 * A shorter board from a longer one of the same viewer: its first `limit` rows, and the viewer's
 * row after them when it is not among them (as loadLeaderboard with that limit answers).
 */
export function sliceBoard(board: Leaderboard, limit: number): Leaderboard {
  const top = board.points_board.slice(0, limit);
  const me = board.points_board.find((r) => r.is_current_user);
  const points_board = me && !top.includes(me) ? [...top, me] : top;
  return { points_board, current_point_id: points_board.findIndex((r) => r.is_current_user) + 1 };
}
