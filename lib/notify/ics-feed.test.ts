import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildIcs } from "./ics";

describe("buildIcs as a feed", () => {
  it("writes a feed ical.js reads back: escaped text, folded long lines, UTC times", () => {
    const summary =
      "Kabir: Hindustani vocals, ragas; with Pt. Ravi Shankar-Iyer \\ and a very long name ✓";
    const text = buildIcs(
      [
        {
          uid: "class-1@tutorlive",
          start: new Date("2026-12-01T11:30:00Z"),
          end: new Date("2026-12-01T12:30:00Z"),
          summary,
          cancelled: true,
        },
      ],
      new Date("2026-11-24T00:00:00Z"),
      "TutorLive",
      { name: "TutorLive classes" },
    );
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text).not.toContain("METHOD:");
    expect(text).toContain("X-WR-CALNAME:TutorLive classes");
    const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("summary")).toBe(summary);
    expect(event.getFirstPropertyValue("status")).toBe("CANCELLED");
    const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(start.toJSDate().toISOString()).toBe("2026-12-01T11:30:00.000Z");
    expect(start.zone?.tzid).toBe("UTC");
  });
});
