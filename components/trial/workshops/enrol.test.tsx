import { describe, expect, it } from "vitest";
import { WORKSHOP_MESSAGES } from "@/lib/trial/workshops/messages";
import { readEnrolAnswer } from "./enrol";

describe("readEnrolAnswer", () => {
  it("status true with 200: success, to the thank-you page", () => {
    expect(
      readEnrolAnswer(200, {
        status: true,
        responseCode: 200,
        message: "Done",
        data: { redirect_to: "/thank_you_workshop?workshop=3", slot_id: 3, seats_left: 1 },
      }),
    ).toEqual({ kind: "success", message: "Done", to: "/thank_you_workshop?workshop=3" });
  });

  it("other true: a warning", () => {
    expect(readEnrolAnswer(200, { status: true, responseCode: 201, message: "Already" })).toEqual({
      kind: "warning",
      message: "Already",
    });
  });

  it("false, an HTTP error or no answer: an error", () => {
    expect(readEnrolAnswer(200, { status: false, responseCode: 409, message: "Full" })).toEqual({
      kind: "error",
      message: "Full",
    });
    expect(readEnrolAnswer(404, { message: "Gone" })).toEqual({ kind: "error", message: "Gone" });
    expect(readEnrolAnswer(0, null)).toEqual({
      kind: "error",
      message: WORKSHOP_MESSAGES.requestFailed,
    });
  });
});
