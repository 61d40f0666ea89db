import { describe, expect, it } from "vitest";
import { missingNoticeText } from "./missing-notice";
import { contactOf } from "./notify";

const person = {
  email: "meera@example.com",
  mobile: "9811100001",
  countryCode: "+91",
  whatsappNumber: "+919811100009",
  isWhatsappAllowed: true,
};
const transport = { name: "t", send: async () => {} };

describe("contactOf", () => {
  it("prefers WhatsApp when allowed, then SMS, then e-mail, while all stops in the outbox", () => {
    expect(contactOf(person, {})).toEqual({ channel: "whatsapp", to: "+919811100009" });
    expect(contactOf({ ...person, isWhatsappAllowed: false }, {})).toEqual({
      channel: "sms",
      to: "+919811100001",
    });
    expect(contactOf({ ...person, isWhatsappAllowed: false, mobile: null }, {})).toEqual({
      channel: "email",
      to: "meera@example.com",
    });
  });

  it("uses only channels that have a provider once some are configured", () => {
    expect(contactOf(person, { email: transport })).toEqual({
      channel: "email",
      to: "meera@example.com",
    });
    expect(contactOf({ ...person, email: null }, { email: transport })).toBeNull();
    expect(contactOf(person, { sms: transport })).toEqual({ channel: "sms", to: "+919811100001" });
  });
});

describe("missingNoticeText", () => {
  it("names the class time in the student's zone", () => {
    const text = missingNoticeText({
      studentName: "Meera",
      teacherName: "Rohan",
      startsAt: new Date("2026-03-14T11:00:00Z"),
      zone: "Asia/Kolkata",
    });
    expect(text).toBe(
      "Hello Meera, Rohan missed you in your TutorLive class on Saturday, 14th Mar at 04:30 PM (IST). Please join your next class on time, or reply to reschedule.",
    );
  });
});
