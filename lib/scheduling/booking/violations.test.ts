import { describe, expect, it } from "vitest";
import { pgViolation, refusalForViolation } from "./violations";

/** Errors as the drivers raise them, wrapped as drizzle does (DrizzleQueryError.cause). */
const postgresJs = (code: string, constraint: string) => ({
  message: "Failed query",
  cause: { code, constraint_name: constraint },
});
const pglite = (code: string, constraint: string) => ({
  message: "Failed query",
  cause: { code, constraint },
});

describe("booking invariant violations", () => {
  it("read the SQLSTATE and constraint through drizzle's wrapper on both drivers", () => {
    expect(pgViolation(postgresJs("23P01", "x"))).toEqual({ code: "23P01", constraint: "x" });
    expect(pgViolation(pglite("23514", "y"))).toEqual({ code: "23514", constraint: "y" });
    expect(pgViolation({ code: "23505", constraint: "z" })).toEqual({
      code: "23505",
      constraint: "z",
    });
    expect(pgViolation(new Error("boom"))).toBeNull();
    expect(pgViolation(postgresJs("23503", "fk"))).toBeNull();
    expect(pgViolation(null)).toBeNull();
  });

  it("map each invariant to the spec's answer", () => {
    for (const wrap of [postgresJs, pglite]) {
      expect(refusalForViolation(wrap("23505", "session_enrolments_one_free_demo"))).toBe(
        "repeat_demo",
      );
      expect(refusalForViolation(wrap("23505", "session_enrolments_active_key"))).toBe(
        "already_enrolled",
      );
      expect(refusalForViolation(wrap("23P01", "session_enrolments_student_no_overlap"))).toBe(
        "student_overlap",
      );
      expect(refusalForViolation(wrap("23514", "class_sessions_capacity"))).toBe("slot_taken");
      expect(refusalForViolation(wrap("23P01", "class_sessions_teacher_no_overlap"))).toBe(
        "slot_taken",
      );
      expect(refusalForViolation(wrap("23505", "class_sessions_slot_start_key"))).toBe(
        "slot_taken",
      );
    }
  });

  it("leave other violations alone (they stay errors)", () => {
    expect(refusalForViolation(postgresJs("23505", "users_referral_code_key"))).toBeNull();
    expect(refusalForViolation(postgresJs("23514", "session_enrolments_one_free_demo"))).toBeNull();
    expect(refusalForViolation(new Error("connection reset"))).toBeNull();
  });
});
