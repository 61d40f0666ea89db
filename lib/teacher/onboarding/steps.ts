/**
 * The teacher's path from applicant to bookable (decision 038), as pure data: which steps are
 * done, which is next, what the next missing one is called. The facts come from status.ts.
 */
export interface OnboardingFacts {
  /** The resume and intro video were sent (teacher_resumes). */
  resumeSent: boolean;
  resumeStatus: "pending" | "approved" | "rejected" | null;
  resumeReason: string | null;
  /** The application's review (teacher_reviews; none = pending). */
  application: "pending" | "approved" | "rejected";
  applicationReason: string | null;
  hasProfile: boolean;
  profileComplete: boolean;
  priceSet: boolean;
  hasSlots: boolean;
  isActive: boolean;
}

export type StepKey = "account" | "resume" | "approval" | "profile" | "price" | "slots";

export interface OnboardingStep {
  key: StepKey;
  label: string;
  done: boolean;
  href: string;
  /** What the step gates, or why it is not done (a rejection's reason). */
  note: string;
}

export const ONBOARDING_LINKS = {
  resume: "/em/teacherResume",
  settings: "/em/settings",
  profile: "/em/settings#teaching-profile",
  price: "/em/settings#price",
  slots: "/em/schedule",
  dashboard: "/em/dashboard",
} as const;

/** What each step gates, said on the checklist and on each step's screen. */
export const GATES = {
  approval:
    "An admin approves your application after reading your resume and watching your intro video. Approval opens your teaching profile, price and weekly slots.",
  listing:
    "Families find you in search, on your subjects' course pages and on your public page once you are approved, your teaching profile is complete and your price is set.",
  booking:
    "Families book free demos and classes in your weekly slots: once you are listed, one weekly slot makes you live.",
  payouts: "Payouts need your KYC approved (bank account and PAN).",
} as const;

export function onboardingSteps(f: OnboardingFacts): OnboardingStep[] {
  const rejected = f.application === "rejected";
  return [
    { key: "account", label: "Account", done: true, href: ONBOARDING_LINKS.dashboard, note: "" },
    {
      key: "resume",
      label: "Resume and intro video",
      // An approved application needs no resume any more (teachers approved before resumes existed).
      done: (f.resumeSent && f.resumeStatus !== "rejected") || f.application === "approved",
      href: ONBOARDING_LINKS.resume,
      note:
        f.resumeStatus === "rejected"
          ? `Not accepted: ${f.resumeReason ?? "see your resume page"}. Fix it and send it again.`
          : "Send your resume and a short video introducing yourself.",
    },
    {
      key: "approval",
      label: "Admin approval",
      done: f.application === "approved",
      href: ONBOARDING_LINKS.resume,
      note: rejected
        ? `Not approved: ${f.applicationReason ?? ""} Fix your resume or video and send them again to re-apply.`.trim()
        : GATES.approval,
    },
    {
      key: "profile",
      label: "Teaching profile",
      done: f.profileComplete,
      href: ONBOARDING_LINKS.profile,
      note: "Your main subject and others you teach, a headline, about you, languages and experience.",
    },
    {
      key: "price",
      label: "Price",
      done: f.priceSet,
      href: ONBOARDING_LINKS.price,
      note: "Your price per class in rupees (dollars optional: converted at the stored rate).",
    },
    {
      key: "slots",
      label: "Weekly slots",
      done: f.hasSlots,
      href: ONBOARDING_LINKS.slots,
      note: "The times you teach each week, free demos and regular classes.",
    },
  ];
}

/** Approved, complete and priced: search, course pages, the sitemap and the profile list them. */
export const isListed = (f: OnboardingFacts) =>
  f.isActive && f.application === "approved" && f.profileComplete && f.priceSet;

/** Listed and with a weekly slot: families can find and book the teacher. */
export const isLive = (f: OnboardingFacts) => isListed(f) && f.hasSlots;

/**
 * The 409 of the price and slot calls before a teaching profile exists, naming the step that is
 * missing (the profile is made when an admin approves the application).
 */
export function missingProfileMessage(f: OnboardingFacts): string {
  const head = "Your teaching profile is not set up yet:";
  if (!f.resumeSent) {
    return `${head} send your resume and intro video first; weekly slots and prices open once an admin approves your application.`;
  }
  if (f.application === "rejected") {
    return `${head} your application was not approved${f.applicationReason ? ` (${f.applicationReason})` : ""}. Fix your resume or video and send them again to re-apply.`;
  }
  return `${head} your application is waiting for an admin's approval; weekly slots and prices open once it is approved.`;
}

/** Why the teacher's public page is not shown yet, naming the first missing step. */
export function notListedMessage(f: OnboardingFacts): string {
  if (!f.hasProfile) return missingProfileMessage(f);
  const missing = onboardingSteps(f).find((s) => !s.done && s.key !== "slots");
  return missing
    ? `Your public page is not shown yet: ${missing.label.toLowerCase()} is missing. ${GATES.listing}`
    : GATES.listing;
}
