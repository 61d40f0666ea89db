import { describe, expect, it } from "vitest";
import { classActions, inEntryWindow, kindOrder, legacyCounts, type ActionFacts } from "./kinds";
import { classListQuery, teacherClassDataRequest } from "./schemas";

const START = new Date("2030-01-10T10:00:00Z");
const END = new Date("2030-01-10T11:00:00Z");
const min = (m: number) => new Date(START.getTime() + m * 60_000);
const row = (over: Partial<ActionFacts> = {}): ActionFacts => ({
  kind: "upcoming",
  startsAt: START,
  endsAt: END,
  attended: false,
  rated: false,
  ...over,
});

describe("inEntryWindow", () => {
  it("opens 15 minutes before the start and closes at the end", () => {
    expect(inEntryWindow(START, END, min(-16))).toBe(false);
    expect(inEntryWindow(START, END, min(-15))).toBe(true);
    expect(inEntryWindow(START, END, min(59))).toBe(true);
    expect(inEntryWindow(START, END, min(60))).toBe(false);
  });
});

describe("classActions", () => {
  it("lets a student join in the window and cancel only before the start", () => {
    expect(classActions(row(), "student", min(-30))).toEqual({
      canJoin: false,
      canStart: false,
      canCancel: true,
      canRate: false,
    });
    expect(classActions(row(), "student", min(-5))).toMatchObject({
      canJoin: true,
      canCancel: true,
    });
    expect(classActions(row(), "student", min(0))).toMatchObject({
      canJoin: true,
      canCancel: false,
    });
  });

  it("lets the teacher start, never join, cancel or rate", () => {
    expect(classActions(row(), "teacher", min(-10))).toEqual({
      canJoin: false,
      canStart: true,
      canCancel: false,
      canRate: false,
    });
    expect(classActions(row({ kind: "past", attended: true }), "teacher", min(90)).canRate).toBe(
      false,
    );
  });

  it("offers rating only for an attended, unrated past class", () => {
    const later = min(120);
    expect(classActions(row({ kind: "past", attended: true }), "student", later).canRate).toBe(
      true,
    );
    expect(
      classActions(row({ kind: "past", attended: true, rated: true }), "student", later).canRate,
    ).toBe(false);
    expect(classActions(row({ kind: "missed" }), "student", later).canRate).toBe(false);
  });

  it("gives a cancelled class no actions", () => {
    expect(classActions(row({ kind: "cancelled" }), "student", min(-5))).toEqual({
      canJoin: false,
      canStart: false,
      canCancel: false,
      canRate: false,
    });
  });
});

describe("list helpers", () => {
  it("names the counts as the legacy client does and orders upcoming first-first", () => {
    expect(legacyCounts({ upcoming: 1, past: 2, missed: 3, cancelled: 4 })).toEqual({
      upcomming: 1,
      pastSlots: 2,
      missedSlots: 3,
      cancelledSlots: 4,
    });
    expect(kindOrder("upcoming")).toBe("asc");
    expect(kindOrder("past")).toBe("desc");
  });

  it("reads page, limit and action with their defaults and limits", () => {
    expect(classListQuery.parse({})).toEqual({ page: 1, limit: 10, action: "list" });
    expect(classListQuery.parse({ page: "3", limit: "20", action: "count" })).toEqual({
      page: 3,
      limit: 20,
      action: "count",
    });
    expect(classListQuery.parse({ page: "", limit: "" })).toEqual({
      page: 1,
      limit: 10,
      action: "list",
    });
    for (const bad of [{ limit: "51" }, { limit: "0" }, { page: "-1" }, { action: "all" }]) {
      expect(classListQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(teacherClassDataRequest.parse({})).toEqual({ page: 1, type: "upcoming" });
  });
});
