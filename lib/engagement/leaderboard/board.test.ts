import { describe, expect, it } from "vitest";
import { lastInitial } from "./board";
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
