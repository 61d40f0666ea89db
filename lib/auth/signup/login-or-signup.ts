import type { Db } from "@/db/client";
import type { AuthDeps } from "../deps";
import type { Account } from "../find-accounts";
import type { Identifier } from "../identifiers";
import { redirectAfterLogin, redirectPathOf, type AfterLoginAction } from "../redirect-after-login";
import { enterWithOtp, sendLoginOrSignupOtp, type OtpEntry } from "./enter-with-otp";
import { loginContextOf, type LoginContextFields } from "./login-context";
import { SIGNUP_MESSAGES as M } from "./messages";

export type SendCodeResult =
  { status: true; action: "otp_sent"; message: string } | { status: false; message: string };

/** Spec 2, step 1: a code by WhatsApp to a number (and by e-mail abroad) or to an address. */
export async function sendLoginOrSignupCode(
  db: Db,
  deps: AuthDeps,
  input: { identifier: Identifier; ip: string },
): Promise<SendCodeResult> {
  const result = await sendLoginOrSignupOtp(db, deps, { ...input, mobileChannel: "whatsapp" });
  if (!result.sent) return { status: false, message: result.message };
  const message =
    input.identifier.kind === "email"
      ? M.otpSentEmail
      : result.alsoEmailed
        ? M.otpSentWhatsappAndEmail
        : M.otpSentWhatsapp;
  return { status: true, action: "otp_sent", message };
}

export type LoginOrSignupResult =
  | { status: false; message: string }
  | {
      status: true;
      login: "true";
      user: Account;
      siblings: Account[];
      next: AfterLoginAction;
      redirectTo: string;
    }
  | { status: true; login: "mobile_user" | "email_user"; user: Account };

/**
 * Spec 2, step 2: checks the code, then logs in the identifier's student account (the redirect
 * rules decide where to go) or creates it (the client then shows the WhatsApp and profile steps).
 */
export async function loginOrSignupWithOtp(
  db: Db,
  deps: AuthDeps,
  input: OtpEntry & {
    timeZone?: string;
    referralCode?: string;
    courseId?: number;
    context: LoginContextFields;
  },
): Promise<LoginOrSignupResult> {
  const result = await enterWithOtp(db, deps, {
    identifier: input.identifier,
    code: input.code,
    ip: input.ip,
    profile: {
      timeZone: input.timeZone,
      referralCode: input.referralCode,
      courseId: input.courseId,
    },
  });
  switch (result.outcome) {
    case "failed":
    case "not_active":
      return { status: false, message: result.message };
    case "register":
      return {
        status: true,
        login: input.identifier.kind === "email" ? "email_user" : "mobile_user",
        user: result.user,
      };
    case "login": {
      const rules = redirectAfterLogin(
        loginContextOf(input.context, { prefix: "st", firstName: result.user.firstName }),
      );
      return {
        status: true,
        login: "true",
        user: result.user,
        siblings: result.siblings,
        next: withFamilyChoice(rules, result.siblings.length > 0),
        redirectTo: redirectPathOf(rules, "st"),
      };
    }
  }
}

/**
 * A family with several children (decision 017): where the rules would go straight to the booking
 * page (rule 10) or the dashboard (rule 11), the client first asks for which child (the sibling
 * choice, then {v1}submitSiblingDataOnLogin). `redirect_to` keeps the rules' own target, so a
 * client that only follows it still lands where it did, as the oldest child.
 */
function withFamilyChoice(action: AfterLoginAction, hasSiblings: boolean): AfterLoginAction {
  if (!hasSiblings || action.kind !== "redirect") return action;
  if (action.rule !== "book-demo" && action.rule !== "dashboard") return action;
  const slug = action.rule === "book-demo" ? bookDemoSlugOf(action.to) : null;
  return { kind: "show-sibling-choice", courseSlug: slug, rule: "family-sibling" };
}

const bookDemoSlugOf = (path: string) => path.match(/^\/st\/book-demo\/([^/?#]+)$/)?.[1] ?? null;
