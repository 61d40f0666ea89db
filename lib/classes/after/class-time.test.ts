import { describe, expect, it } from "vitest";
import { attendanceMark } from "./class-time";

const session = {
  endsAt: new Date("2026-03-02T11:00:00Z"),
};

describe("attendanceMark", () => {
  it("does not call a student absent before the class has ended", () => {
    expect(attendanceMark(null, session, new Date("2026-03-02T09:00:00Z"))).toBe("not_yet");
    expect(attendanceMark(null, session, new Date("2026-03-02T10:59:59Z"))).toBe("not_yet");
  });
  it("marks absent once the class has ended without them", () => {
    expect(attendanceMark(null, session, new Date("2026-03-02T11:00:00Z"))).toBe("absent");
    expect(attendanceMark(null, session, new Date("2026-03-03T08:00:00Z"))).toBe("absent");
  });
  it("marks present once they entered, before or after the end", () => {
    const entered = new Date("2026-03-02T10:05:00Z");
    expect(attendanceMark(entered, session, new Date("2026-03-02T10:10:00Z"))).toBe("present");
    expect(attendanceMark(entered, session, new Date("2026-03-02T12:00:00Z"))).toBe("present");
  });
});
