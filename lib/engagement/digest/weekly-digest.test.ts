import { describe, expect, it } from "vitest";
import { digestText, digestWeek } from "./weekly-digest";

describe("the weekly digest", () => {
  it("covers Monday to Sunday in IST", () => {
    // Sunday 23:59 IST is still the week of Monday 16 November; Monday 00:00 IST starts the next.
    expect(digestWeek(new Date("2026-11-22T18:29:00Z")).weekStart).toBe("2026-11-16");
    const next = digestWeek(new Date("2026-11-22T18:30:00Z"));
    expect(next.weekStart).toBe("2026-11-23");
    expect(next.from.toISOString()).toBe("2026-11-22T18:30:00.000Z");
    expect(next.to.toISOString()).toBe("2026-11-29T18:30:00.000Z");
  });

  it("tells each child's classes with the teacher's notes and points", () => {
    const { body } = digestText("Asha's family", "2026-11-16", [
      {
        firstName: "Asha",
        classes: [{ title: "Guitar", notes: "Open chords" }],
        pointsThisWeek: 30,
        totalPoints: 120,
      },
      { firstName: "Ravi", classes: [], pointsThisWeek: 0, totalPoints: 5 },
    ]);
    expect(body).toContain("Asha: 1 class attended, 30 points this week (120 in all).");
    expect(body).toContain("- Guitar: Open chords");
    expect(body).toContain("Ravi: 0 classes attended, 0 points this week (5 in all).");
  });
});
