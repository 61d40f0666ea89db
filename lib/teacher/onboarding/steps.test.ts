import { describe, expect, it } from "vitest";
import {
  isListed,
  isLive,
  missingProfileMessage,
  notListedMessage,
  onboardingSteps,
  type OnboardingFacts,
} from "./steps";

const applicant: OnboardingFacts = {
  isActive: true,
  resumeSent: false,
  resumeStatus: null,
  resumeReason: null,
  application: "pending",
  applicationReason: null,
  hasProfile: false,
  profileComplete: false,
  priceSet: false,
  hasSlots: false,
};
const done = (f: OnboardingFacts) =>
  onboardingSteps(f)
    .filter((s) => s.done)
    .map((s) => s.key);

describe("the path from applicant to live", () => {
  it("counts the steps in order and names the next", () => {
    expect(done(applicant)).toEqual(["account"]);
    const sent = { ...applicant, resumeSent: true, resumeStatus: "pending" as const };
    expect(done(sent)).toEqual(["account", "resume"]);
    const approved = { ...sent, application: "approved" as const, hasProfile: true };
    expect(done(approved)).toEqual(["account", "resume", "approval"]);
    const complete = { ...approved, profileComplete: true, priceSet: true };
    expect(isListed(complete)).toBe(true);
    expect(isLive(complete)).toBe(false);
    expect(isLive({ ...complete, hasSlots: true })).toBe(true);
    expect(isListed({ ...complete, isActive: false })).toBe(false);
    expect(isListed({ ...complete, application: "rejected" })).toBe(false);
  });

  it("an approved teacher without a resume (approved before resumes) lacks nothing for it", () => {
    expect(done({ ...applicant, application: "approved", hasProfile: true })).toContain("resume");
  });

  it("names the missing step in the 409 and on the teacher's pages", () => {
    expect(missingProfileMessage(applicant)).toMatch(/send your resume and intro video first/);
    const waiting = { ...applicant, resumeSent: true, resumeStatus: "pending" as const };
    expect(missingProfileMessage(waiting)).toMatch(/waiting for an admin's approval/);
    const rejected = {
      ...waiting,
      application: "rejected" as const,
      applicationReason: "No sound",
    };
    expect(missingProfileMessage(rejected)).toMatch(/not approved \(No sound\).*re-apply/);
    expect(onboardingSteps(rejected)[2]!.note).toMatch(/Not approved: No sound/);
    const draft = { ...waiting, application: "approved" as const, hasProfile: true };
    expect(notListedMessage(draft)).toMatch(/teaching profile is missing/);
    expect(notListedMessage({ ...draft, profileComplete: true })).toMatch(/price is missing/);
  });
});
