import { describe, expect, it } from "vitest";
import { reminderChannels } from "./channels";
import { reminderMessage } from "./messages";

const person = {
  email: "parent@example.com",
  mobile: "9876500001",
  countryCode: "+91",
  whatsappNumber: "+919876500002",
  isWhatsappAllowed: false,
};
const fake = { name: "fake", send: async () => {} };

describe("reminderChannels", () => {
  it("sends SMS and e-mail, or WhatsApp and e-mail with consent", () => {
    expect(reminderChannels(person, {})).toEqual([
      { channel: "sms", to: "+919876500001" },
      { channel: "email", to: "parent@example.com" },
    ]);
    expect(reminderChannels({ ...person, isWhatsappAllowed: true }, {})).toEqual([
      { channel: "whatsapp", to: "+919876500002" },
      { channel: "email", to: "parent@example.com" },
    ]);
  });

  it("uses only channels with a provider, and nothing without a contact", () => {
    expect(reminderChannels(person, { email: fake })).toEqual([
      { channel: "email", to: "parent@example.com" },
    ]);
    expect(reminderChannels({ ...person, email: null }, { email: fake })).toEqual([]);
    expect(reminderChannels({ ...person, email: null, mobile: null }, {})).toEqual([]);
  });
});

describe("reminderMessage", () => {
  it("names the child and teacher for the family, the student for the teacher", () => {
    const base = { when: "Monday, 3rd Jan at 05:00 PM (IST)", subject: "Piano", joinUrl: "u" };
    expect(reminderMessage({ ...base, kind: "15m", who: "Kabir", teacher: "Asha Rao" }).body).toBe(
      "TutorLive reminder: Kabir's Piano class with Asha Rao starts soon, Monday, 3rd Jan at 05:00 PM (IST). Join: u",
    );
    expect(reminderMessage({ ...base, kind: "24h", who: "Kabir" })).toEqual({
      subject: "TutorLive reminder: Piano class on Monday, 3rd Jan at 05:00 PM (IST)",
      body: "TutorLive reminder: your Piano class with Kabir is on Monday, 3rd Jan at 05:00 PM (IST). Join: u",
    });
  });
});
