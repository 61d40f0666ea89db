import { describe, expect, it } from "vitest";
import { redirectAfterLogin } from "../redirect-after-login";
import { loginContextOf } from "./login-context";
import { isTimeZone as isIanaTimeZone } from "@/lib/fields";

const account = { prefix: "st" as const, firstName: "Aarav" };
const ruleOf = (fields: Parameters<typeof loginContextOf>[0], firstName = "Aarav") =>
  redirectAfterLogin(loginContextOf(fields, { ...account, firstName }));

describe("loginContextOf: the legacy payload read as redirect-rule input", () => {
  it("reads each rule's fields", () => {
    expect(ruleOf({ authRedirectTo: "/st/live/9" })).toMatchObject({ rule: "direct-join" });
    expect(ruleOf({ eventcheck: "summer_camp", plan_id: "abc" })).toMatchObject({
      to: "/sms/st/choose-plan/abc/na",
    });
    expect(ruleOf({ eventcheck: "1", plan_id: "abc" })).toMatchObject({ rule: "summer-camp" });
    expect(ruleOf({ eventcheck: "summer_camp" })).toMatchObject({ rule: "dashboard" });
    expect(ruleOf({ redirect_url: "/st/x" })).toMatchObject({ rule: "stored-url" });
    expect(ruleOf({ signup_type: "workshop", course_id: "4", slot_id: "9" })).toEqual({
      kind: "enrol-workshop",
      courseId: "4",
      slotId: "9",
      rule: "workshop",
    });
    expect(ruleOf({ pack_type: "solo", pack_amount: "12.5", currency: "usd" })).toEqual({
      kind: "open-payment",
      packType: "solo",
      amount: 12.5,
      currency: "USD",
      rule: "pack",
    });
    expect(ruleOf({ pack_type: "solo", pack_amount: "-3", pack_currency: "rupees" })).toMatchObject(
      { amount: null, currency: null },
    );
    expect(ruleOf({ signup_type: "token_base", redirect_to: "/canvas" })).toMatchObject({
      to: "/canvas",
    });
    expect(ruleOf({ signup_type: "tournament" })).toMatchObject({ to: "/play-camps" });
  });

  it("rule 5 from the trial page: the pack chosen while signed out opens the payment modal", () => {
    // The trial page sends the pack id as pack_type with its currency (components/trial/flow).
    expect(ruleOf({ pack_type: "42", pack_currency: "inr" })).toEqual({
      kind: "open-payment",
      packType: "42",
      amount: null,
      currency: "INR",
      rule: "pack",
    });
    // Rule 5 comes before token_base, tournament and book_demo, after a workshop sign-up...
    expect(ruleOf({ pack_type: "42", signup_type: "book_demo", course_id: "7" })).toMatchObject({
      rule: "pack",
    });
    expect(ruleOf({ pack_type: "42", signup_type: "tournament" })).toMatchObject({ rule: "pack" });
    expect(
      ruleOf({ pack_type: "42", signup_type: "workshop", course_id: "4", slot_id: "9" }),
    ).toMatchObject({ rule: "workshop" });
    // ...and a page outside the student area (the trial page itself) is no stored redirect.
    expect(
      ruleOf({ pack_type: "42", redirect_url: "/courses/music/guitar-for-beginners/trial" }),
    ).toMatchObject({ kind: "open-payment", rule: "pack" });
    // A blank pack type is no pack.
    expect(ruleOf({ pack_type: "  " })).toMatchObject({ rule: "dashboard" });
  });

  it("reads book_demo from signup_type or, failing that, action_type", () => {
    expect(ruleOf({ signup_type: "book_demo", course_id: "guitar" })).toMatchObject({
      to: "/st/book-demo/guitar",
    });
    expect(ruleOf({ action_type: "book_demo", course_id: "guitar" })).toMatchObject({
      to: "/st/book-demo/guitar",
    });
  });

  it("turns a numeric course id into its base64 form and 0 into no course", () => {
    expect(ruleOf({ signup_type: "book_demo", course_id: "12" })).toMatchObject({
      to: "/st/book-demo/MTI=",
    });
    expect(ruleOf({ signup_type: "book_demo", course_id: "0" })).toMatchObject({
      to: "/courses/",
    });
  });

  it("shows the profile step only for a sign-in with an empty first name", () => {
    const demo = { signup_type: "book_demo", new_reg_flow: true, course_id: "x" };
    expect(ruleOf({ ...demo, action_type: "sign_in" }, "")).toMatchObject({
      kind: "show-profile-step",
    });
    expect(ruleOf({ ...demo, action_type: "signup" }, "")).toMatchObject({
      kind: "show-sibling-choice",
    });
    expect(ruleOf({ ...demo, action_type: "login" }, "Aarav")).toMatchObject({
      kind: "show-sibling-choice",
    });
  });
});

describe("isIanaTimeZone", () => {
  it("takes zone names and refuses offsets and free text", () => {
    for (const tz of ["Asia/Kolkata", "America/New_York", "UTC", "Etc/GMT+5"]) {
      expect(isIanaTimeZone(tz), tz).toBe(true);
    }
    for (const tz of ["", "+05:30", "Mars/Olympus", "Asia/Kolkata; drop", "a".repeat(65)]) {
      expect(isIanaTimeZone(tz), tz).toBe(false);
    }
  });
});
