import { describe, expect, it } from "vitest";
import { classWindow } from "./class-window";

const startsAt = new Date("2026-11-20T10:00:00Z");
const endsAt = new Date("2026-11-20T11:00:00Z");
const min = (m: number) => new Date(startsAt.getTime() + m * 60_000);

describe("classWindow", () => {
  it("opens 15 minutes before the start and closes at the end", () => {
    const s = { status: 1, startsAt, endsAt };
    expect(classWindow(s, min(-16))).toBe("early");
    expect(classWindow(s, min(-15))).toBe("open");
    expect(classWindow(s, min(30))).toBe("open");
    expect(classWindow(s, min(59.99))).toBe("open");
    expect(classWindow(s, min(60))).toBe("over");
  });

  it("a cancelled class never opens", () => {
    expect(classWindow({ status: 5, startsAt, endsAt }, min(0))).toBe("cancelled");
  });
});
