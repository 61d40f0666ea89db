import { describe, expect, it } from "vitest";
import { lastInitial, sliceBoard } from "./board";
import { leaderboardQuery } from "./schemas";

describe("leaderboard", () => {
  it("shows another child's last initial only", () => {
    expect(lastInitial("Sharma")).toBe("S.");
    expect(lastInitial("  de Souza")).toBe("D.");
    expect(lastInitial("")).toBe("");
  });

  it("takes the limits of the side panel (7, 6) and the tab (10, the default)", () => {
    expect(leaderboardQuery.parse({}).limit).toBe(10);
    expect(leaderboardQuery.parse({ limit: "7" }).limit).toBe(7);
    expect(leaderboardQuery.parse({ limit: "6" }).limit).toBe(6);
    expect(leaderboardQuery.safeParse({ limit: "11" }).success).toBe(false);
    expect(leaderboardQuery.safeParse({ limit: "x" }).success).toBe(false);
  });
});

describe("sliceBoard", () => {
  const row = (rank: number, me = false) => ({
    first_name: `N${rank}`,
    last_name: "X.",
    total_points: 100 - rank,
    rank,
    is_current_user: me,
  });

  it("keeps the first rows and the viewer's row after them", () => {
    const rows = Array.from({ length: 10 }, (_, i) => row(i + 1, i === 8));
    const side = sliceBoard({ points_board: rows, current_point_id: 9 }, 7);
    expect(side.points_board.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 9]);
    expect(side.current_point_id).toBe(8);
  });

  it("does not repeat a viewer already on top, nor one past the longer board", () => {
    const rows = [row(1), row(2, true), row(3)];
    expect(sliceBoard({ points_board: rows, current_point_id: 2 }, 2).points_board).toHaveLength(2);
    const tail = [...Array.from({ length: 10 }, (_, i) => row(i + 1)), row(40, true)];
    const side = sliceBoard({ points_board: tail, current_point_id: 11 }, 6);
    expect(side.points_board.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 40]);
    expect(side.current_point_id).toBe(7);
  });
});
