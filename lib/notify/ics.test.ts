import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildIcs } from "./ics";

const start = new Date("2026-12-01T11:30:00Z");
const end = new Date("2026-12-01T12:30:00Z");
const now = new Date("2026-11-24T10:00:00Z");

const events = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));

describe("buildIcs", () => {
  it("writes a calendar ical.js reads back: times in UTC, text escaped", () => {
    const text = buildIcs(
      [
        {
          uid: "class-1@tutorlive",
          start,
          end,
          summary: "Guitar, level 1; with Rohan",
          description: "Line one\nLine two \\ done",
        },
      ],
      now,
      "TutorLive",
    );
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const [event] = events(text);
    expect(event!.uid).toBe("class-1@tutorlive");
    expect(event!.startDate.toJSDate().getTime()).toBe(start.getTime());
    expect(event!.endDate.toJSDate().getTime()).toBe(end.getTime());
    expect(event!.summary).toBe("Guitar, level 1; with Rohan");
    expect(event!.description).toBe("Line one\nLine two \\ done");
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const summary = `Hindustani vocals ${"ā".repeat(80)} with Priya`;
    const text = buildIcs([{ uid: "u", start, end, summary }], now, "TutorLive");
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(events(text)[0]!.summary).toBe(summary);
  });

  it("marks cancelled classes so calendars drop them", () => {
    const text = buildIcs(
      [{ uid: "u", start, end, summary: "Class", cancelled: true }],
      now,
      "TutorLive",
    );
    expect(text).toContain("METHOD:CANCEL");
    expect(events(text)[0]!.component.getFirstPropertyValue("status")).toBe("CANCELLED");
  });
});
