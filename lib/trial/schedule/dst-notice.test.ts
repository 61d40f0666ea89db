import { describe, expect, it } from "vitest";
import { expandSlots, dateRange } from "@/lib/scheduling/expand-slots";
import { firstDstShift } from "./dst-notice";

// An India teacher's Sunday 7 pm class seen from New York across the US change of 8 March 2026.
const slot = { id: 1, dayOfWeek: 0, startTime: "19:00", durationMinutes: 60 };
const starts = expandSlots([slot], dateRange("2026-02-22", 28), "Asia/Kolkata").map(
  (o) => o.startsAt,
);

describe("firstDstShift (a recurring class across a DST change)", () => {
  it("keeps the teacher's local time every week", () => {
    expect(starts).toHaveLength(4);
    for (const s of starts) expect(s.getUTCHours() * 60 + s.getUTCMinutes()).toBe(13 * 60 + 30);
  });

  it("tells a New York family the class moves an hour later from 8 March", () => {
    const shift = firstDstShift(starts, "America/New_York");
    expect(shift).not.toBeNull();
    expect(shift!.before).toBe("08:30 AM (EST)");
    expect(shift!.after).toBe("09:30 AM (EDT)");
    expect(shift!.notice).toBe(
      "Daylight saving time changes: from Sunday, 8th Mar at 09:30 AM (EDT) this class is at 09:30 AM (EDT) instead of 08:30 AM (EST). The teacher's time stays the same.",
    );
  });

  it("says nothing to a family in Kolkata, or over weeks without a change", () => {
    expect(firstDstShift(starts, "Asia/Kolkata")).toBeNull();
    expect(firstDstShift(starts.slice(2), "America/New_York")).toBeNull();
  });
});
