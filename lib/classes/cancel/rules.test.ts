import { describe, expect, it } from "vitest";
import { CANCEL_MESSAGES, cancelNotes, hoursUntil, isLastMinute } from "./rules";
import { cancelStudentClassRequest } from "./schemas";

const START = new Date("2030-01-10T10:00:00Z");
const hoursBefore = (h: number) => new Date(START.getTime() - h * 3_600_000);

describe("isLastMinute", () => {
  it("is a cancellation less than 24 hours before the start", () => {
    expect(isLastMinute(START, hoursBefore(25))).toBe(false);
    expect(isLastMinute(START, hoursBefore(24))).toBe(false);
    expect(isLastMinute(START, hoursBefore(23.9))).toBe(true);
    expect(isLastMinute(START, hoursBefore(0.01))).toBe(true);
    expect(isLastMinute(START, hoursBefore(0))).toBe(false);
  });
});

describe("hoursUntil", () => {
  it("counts whole hours left, never below zero", () => {
    expect(hoursUntil(START, hoursBefore(47.5))).toBe(47);
    expect(hoursUntil(START, hoursBefore(-2))).toBe(0);
  });
});

describe("cancelNotes", () => {
  it("explains what cancelling means", () => {
    expect(cancelNotes({ block: null, isDemo: true, lastMinute: false })).toEqual([
      CANCEL_MESSAGES.demoFreed,
    ]);
    expect(cancelNotes({ block: null, isDemo: false, lastMinute: true })).toEqual([
      CANCEL_MESSAGES.seatFreed,
      CANCEL_MESSAGES.lastMinute,
    ]);
    expect(cancelNotes({ block: "class_started", isDemo: false, lastMinute: false })).toEqual([
      CANCEL_MESSAGES.classStarted,
    ]);
  });
});

describe("cancelStudentClassRequest", () => {
  it("trims the reason, drops a blank one and caps it at 300 characters", () => {
    expect(cancelStudentClassRequest.parse({ slot_id: "7", reason: "  ill  " })).toEqual({
      slot_id: 7,
      reason: "ill",
    });
    expect(cancelStudentClassRequest.parse({ slot_id: 7, reason: "   " })).toEqual({ slot_id: 7 });
    expect(
      cancelStudentClassRequest.safeParse({ slot_id: 7, reason: "x".repeat(301) }).success,
    ).toBe(false);
  });
});
