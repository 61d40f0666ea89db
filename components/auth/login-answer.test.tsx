import { describe, expect, it } from "vitest";
import { errorResponse } from "@/lib/http/error-response";
import { LOGIN_MESSAGES, OTP_UI_MESSAGES, PASSWORD_UI_MESSAGE } from "@/lib/auth/messages";
import { RateLimitedError } from "@/lib/ratelimit/rate-limited";
import { cooldownMessage } from "@/lib/ratelimit/rules";
import { destinationAfterLogin, directJoinOf, readLoginAnswer, redirectOf } from "./login-answer";

describe("readLoginAnswer", () => {
  it("goes to redirect_to when the answer carries a session", () => {
    expect(
      readLoginAnswer({
        httpStatus: 200,
        data: { login: "true", show_entity: "false", prefix: "st", redirect_to: "/st/dashboard" },
      }),
    ).toEqual({ kind: "session", redirectTo: "/st/dashboard" });
  });

  it("lists the entities of a shared mobile", () => {
    const outcome = readLoginAnswer({
      httpStatus: 200,
      data: {
        login: "true",
        show_entity: "true",
        entities: [{ id: 1, name: "Aarav", email: null }],
        status_msg: "Multiple users has been detected. Please login with your registered Email.",
      },
    });
    expect(outcome).toMatchObject({ kind: "entities", entities: [{ id: 1, name: "Aarav" }] });
  });

  it("shows the status message of a failure", () => {
    expect(
      readLoginAnswer({
        httpStatus: 200,
        data: { login: "failed", show_entity: "false", status_msg: "Incorrect OTP !!!" },
      }),
    ).toEqual({ kind: "error", message: "Incorrect OTP !!!" });
    expect(readLoginAnswer({ httpStatus: 429, data: { message: "Too many attempts." } })).toEqual({
      kind: "error",
      message: "Too many attempts.",
    });
  });

  it("words a refused password so it helps whatever the cause (issue 43.13)", () => {
    expect(
      readLoginAnswer({
        httpStatus: 200,
        data: {
          login: "failed",
          show_entity: "false",
          status_msg: LOGIN_MESSAGES.invalidCredentials,
        },
      }),
    ).toEqual({ kind: "error", message: PASSWORD_UI_MESSAGE });
  });

  it("shows the server's cooldown message, with how long to wait", async () => {
    const message = cooldownMessage(120);
    const response = errorResponse(new RateLimitedError(message, 120));
    expect(readLoginAnswer({ httpStatus: response.status, data: await response.json() })).toEqual({
      kind: "error",
      message: "Too many failed attempts. Try again in 2 minutes.",
    });
  });

  it("words a refused code by the server's reason and says when a new code is needed", () => {
    const refusedWith = (otp_reason: "invalid" | "locked" | "expired" | "missing") =>
      readLoginAnswer({
        httpStatus: 200,
        data: {
          login: "failed",
          show_entity: "false",
          status_msg: "Incorrect OTP !!!",
          otp_reason,
        },
      });
    expect(refusedWith("invalid")).toEqual({ kind: "error", message: OTP_UI_MESSAGES.invalid });
    for (const reason of ["locked", "expired", "missing"] as const) {
      expect(refusedWith(reason)).toEqual({
        kind: "error",
        message: OTP_UI_MESSAGES[reason],
        needsNewCode: true,
      });
    }
  });

  it("reloads when the caller is already logged in", () => {
    expect(
      readLoginAnswer({
        httpStatus: 200,
        data: { login: "true", prefix: "st", status_msg: "You are already logged in." },
      }),
    ).toEqual({ kind: "already-logged-in" });
  });
});

describe("redirectOf", () => {
  it("refuses other sites and falls back to the dashboard", () => {
    expect(redirectOf({ redirect_to: "//evil.example", prefix: "em" })).toBe("/em/dashboard");
    expect(redirectOf({ redirect_to: "https://evil.example" })).toBe("/");
  });
});

describe("destinationAfterLogin", () => {
  it("follows ?next= inside the user's own area", () => {
    expect(destinationAfterLogin("/st/dashboard", "?next=%2Fst%2Fbook-demo%2Fguitar")).toBe(
      "/st/book-demo/guitar",
    );
  });

  it("ignores ?next= outside the area, off the site or missing", () => {
    for (const search of [
      "?next=/em/dashboard",
      "?next=https://evil.example/st/x",
      "?next=//evil.example/st/",
      "",
      "?next=/st",
    ]) {
      expect(destinationAfterLogin("/st/dashboard", search), search).toBe("/st/dashboard");
    }
  });
});

describe("directJoinOf", () => {
  it("passes a same-site direct-join link on as authRedirectTo, and nothing else", () => {
    expect(directJoinOf("?authRedirectTo=%2Fst%2Fdashboard%3Fjoin%3D4")).toEqual({
      authRedirectTo: "/st/dashboard?join=4",
    });
    expect(directJoinOf("?authRedirectTo=https%3A%2F%2Fevil.example")).toEqual({});
    expect(directJoinOf("?next=/st/dashboard")).toEqual({});
  });
});
