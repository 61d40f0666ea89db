import { describe, expect, it } from "vitest";
import { classOf, MESSAGE_TOPICS } from "./topics";
import {
  listUnsubscribeHeaders,
  unsubscribePageUrl,
  unsubscribeToken,
  verifyUnsubscribeToken,
} from "./token";

const KEY = "k".repeat(40);

describe("the signed unsubscribe token", () => {
  it("names its contact, normalized, and only under the key that signed it", () => {
    const token = unsubscribeToken({ type: "email", contact: " Mum@Example.COM " }, KEY);
    expect(verifyUnsubscribeToken(token, KEY)).toEqual({
      type: "email",
      contact: "mum@example.com",
    });
    expect(verifyUnsubscribeToken(token, "x".repeat(40))).toBeNull();
    const mobile = unsubscribeToken({ type: "mobile", contact: "+91 98000-11122" }, KEY);
    expect(verifyUnsubscribeToken(mobile, KEY)).toEqual({
      type: "mobile",
      contact: "+919800011122",
    });
  });

  it("refuses anything altered", () => {
    const token = unsubscribeToken({ type: "email", contact: "a@example.com" }, KEY);
    const [, contact, mac] = token.split(".");
    for (const bad of [
      `mobile.${contact}.${mac}`,
      `email.${Buffer.from("b@example.com").toString("base64url")}.${mac}`,
      token.slice(0, -1),
      `${token}.x`,
      "",
      null,
    ]) {
      expect(verifyUnsubscribeToken(bad, KEY)).toBeNull();
    }
  });

  it("builds the page link and the RFC 8058 header pair", () => {
    const token = unsubscribeToken({ type: "email", contact: "a@example.com" }, KEY);
    expect(unsubscribePageUrl(token, "https://site.example")).toBe(
      `https://site.example/unsubscribe/${token}`,
    );
    expect(listUnsubscribeHeaders(token, "https://site.example")).toEqual({
      "List-Unsubscribe": `<https://site.example/unsubscribe?token=${encodeURIComponent(token)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});

describe("message topics (the one classification)", () => {
  it("keeps codes, account, bookings, classes and chat transactional; invites and digests marketing", () => {
    expect(classOf(undefined)).toBe("transactional");
    for (const t of ["otp", "account", "booking", "class", "chat-unread"] as const)
      expect(MESSAGE_TOPICS[t]).toBe("transactional");
    for (const t of ["referral-invite", "weekly-digest", "newsletter"] as const)
      expect(MESSAGE_TOPICS[t]).toBe("marketing");
  });
});
