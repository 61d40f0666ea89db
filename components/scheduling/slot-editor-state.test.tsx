import { describe, expect, it } from "vitest";
import { SLOT_MESSAGES } from "@/lib/scheduling/availability/schemas";
import {
  newSlot,
  suggestStart,
  toEditorWeek,
  toPayload,
  validateEditorWeek,
  withoutDayErrors,
} from "./slot-editor-state";

const slot = (start_time: string, duration = 60) => ({
  start_time,
  duration,
  is_demo_slot: false,
  capacity: 1,
  subject_id: null,
});
const emptyDays = () => Array.from({ length: 7 }, () => [] as ReturnType<typeof slot>[]);

describe("slot editor state", () => {
  it("round-trips a week without its row keys", () => {
    const week = emptyDays();
    week[1] = [slot("18:00")];
    const editor = toEditorWeek(week);
    expect(editor[1]![0]!.key).toMatch(/^slot-/);
    expect(toPayload(editor)).toEqual(week);
  });

  it("suggests a new slot where the day's latest one ends, else 18:00, never after 23:00", () => {
    expect(suggestStart([])).toBe("18:00");
    expect(suggestStart([slot("07:00", 45), slot("09:00", 90)])).toBe("10:30");
    expect(suggestStart([slot("22:30", 120)])).toBe("23:00");
    expect(newSlot([])).toMatchObject({ start_time: "18:00", duration: 60, capacity: 1 });
  });

  it("checks with the server's schema, and needs a slot to save", () => {
    const week = toEditorWeek(emptyDays());
    expect(validateEditorWeek(week, "save")).toEqual({ schedules: SLOT_MESSAGES.atLeastOne });
    expect(validateEditorWeek(week, "update")).toEqual({});
    week[2] = [newSlot([]), { ...newSlot([]), start_time: "18:30" }];
    expect(validateEditorWeek(week, "update")).toEqual({
      "schedules.2.1.start_time": "Overlaps the 18:00–19:00 slot on Tuesday.",
    });
  });

  it("drops a changed day's messages and keeps the others", () => {
    const errors = {
      schedules: "x",
      "schedules.1": "a",
      "schedules.1.0.start_time": "b",
      "schedules.10": "never a day, but kept",
      "schedules.2.0.duration": "c",
    };
    expect(withoutDayErrors(errors, 1)).toEqual({
      "schedules.10": "never a day, but kept",
      "schedules.2.0.duration": "c",
    });
  });
});
