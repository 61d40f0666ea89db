import { FIELD_MESSAGES } from "@/lib/fields/messages";
import { describe, expect, it } from "vitest";
import { CLASS_MESSAGES } from "../messages";
import { AFTER_MESSAGES, isMarkType, MARK_TYPES } from "./messages";
import { reportProblemRequest, setRatingRequest, updateSlotTopicRequest } from "./schemas";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("setRatingRequest", () => {
  it("takes whole ratings 1 to 5 as numbers or strings", () => {
    expect(setRatingRequest.parse({ slot_id: "4", rating: "5", userId: 9 })).toEqual({
      slot_id: 4,
      rating: 5,
      userId: 9,
    });
    expect(setRatingRequest.parse({ slot_id: 4, rating: 1, userId: "" }).userId).toBeUndefined();
  });

  it.each([0, 6, 2.5, "abc", null, undefined])("refuses the rating %s clearly", (rating) => {
    expect(firstMessage(setRatingRequest.safeParse({ slot_id: 4, rating }))).toBe(
      AFTER_MESSAGES.ratingRange,
    );
  });
});

describe("updateSlotTopicRequest and reportProblemRequest", () => {
  it("trim their text and apply the limits", () => {
    expect(updateSlotTopicRequest.parse({ slot_id: 1, slot_title: " Chords " }).slot_title).toBe(
      "Chords",
    );
    expect(
      firstMessage(updateSlotTopicRequest.safeParse({ slot_id: 1, slot_title: "x".repeat(201) })),
    ).toBe(AFTER_MESSAGES.topicTooLong);
    expect(firstMessage(reportProblemRequest.safeParse({ problem: "  " }))).toBe(
      CLASS_MESSAGES.reportProblemRequired,
    );
    expect(reportProblemRequest.parse({ problem: ` ${"x".repeat(600)} ` }).problem).toHaveLength(
      600,
    );
    expect(firstMessage(reportProblemRequest.safeParse({ problem: "x".repeat(601) }))).toBe(
      FIELD_MESSAGES.longTextTooLong,
    );
  });
});

describe("MARK_TYPES", () => {
  it("knows its own types only (not inherited names)", () => {
    expect(isMarkType("homework_done")).toBe(true);
    expect(isMarkType("toString")).toBe(false);
    expect(isMarkType("free_points")).toBe(false);
    expect(Object.values(MARK_TYPES).every((m) => Number.isInteger(m) && m > 0)).toBe(true);
  });
});
