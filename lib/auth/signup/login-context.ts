import { z } from "zod";
import { encodeId } from "../../ids";
import type { AreaPrefix, LoginContext } from "../redirect-after-login";
import { looseBoolean, looseText, truthy } from "./schemas";

const capped = (max: number) => looseText.pipe(z.string().max(max, "This value is too long."));

/**
 * The fields of spec 2's "Login/OTP payload" that say what the login popup was opened for, read by
 * the redirect rules (lib/auth/redirect-after-login.ts). Values the old client used:
 * signup_type "workshop" | "token_base" | "tournament" | "book_demo"; action_type "sign_in" (or
 * "signin", "login") when the popup was opened as a sign-in; eventcheck "summer_camp" (or 1/true).
 * plan_id, slot_id and redirect_to are not in the spec's list; they carry what the rules need.
 * Without signup_type, action_type names the purpose instead (e.g. action_type "book_demo").
 */
export const loginContextShape = {
  authRedirectTo: capped(2000)
    .optional()
    .describe("direct-join link: where to go after login (a path on this site)"),
  eventcheck: capped(40).optional().describe('"summer_camp" (or 1/true) for a summer-camp event'),
  plan_id: capped(200).optional().describe("summer camp: the encrypted plan id to choose"),
  redirect_url: capped(2000).optional().describe("stored student-area address (/st/...)"),
  signup_type: capped(40)
    .optional()
    .describe('"workshop", "token_base", "tournament" or "book_demo"'),
  course_id: capped(200)
    .optional()
    .describe("course of the workshop or demo: numeric id, slug or base64 id"),
  slot_id: capped(100).optional().describe("workshop: the slot to enrol into"),
  pack_type: capped(40).optional().describe("the pack chosen before login: opens the payment step"),
  pack_amount: capped(20).optional().describe("amount of that pack"),
  pack_currency: capped(3).optional().describe("currency of that pack (INR or USD)"),
  currency: capped(3).optional().describe("the viewer's currency (INR or USD)"),
  redirect_to: capped(2000).optional().describe("token_base: where to go (a path on this site)"),
  new_reg_flow: looseBoolean.describe("1/true: the new registration flow of book_demo"),
  action_type: capped(40).optional().describe('"sign_in" when the popup was opened as a sign-in'),
};

export type LoginContextFields = {
  [K in keyof typeof loginContextShape]?: z.output<(typeof loginContextShape)[K]>;
};

const SIGN_IN = new Set(["sign_in", "signin", "sign-in", "login"]);

function amountOf(raw: string | undefined): number | null {
  const n = Number((raw ?? "").trim());
  return raw && raw.trim() !== "" && Number.isFinite(n) && n >= 0 ? n : null;
}

/** A numeric course id becomes its base64 form (/st/book-demo/MTI=); a slug stays as it is. */
function courseSegment(courseId: string | undefined): string | null {
  const id = (courseId ?? "").trim();
  if (id === "" || id === "0") return null;
  return /^[1-9][0-9]{0,9}$/.test(id) ? encodeId(Number(id)) : id;
}

/** The redirect rules' input from the legacy payload and the account now logged in. */
export function loginContextOf(
  f: LoginContextFields,
  account: { prefix: AreaPrefix; firstName: string },
): LoginContext {
  // What the popup was opened for: signup_type, or action_type when signup_type is absent (some
  // callers send action_type "book_demo").
  const signupType = (f.signup_type || f.action_type || "").trim().toLowerCase();
  const event = (f.eventcheck ?? "").trim().toLowerCase();
  const currency = (f.pack_currency ?? f.currency ?? "").trim().toUpperCase();
  return {
    prefix: account.prefix,
    firstName: account.firstName,
    directJoin: f.authRedirectTo ? { redirect: f.authRedirectTo } : null,
    summerCamp:
      (event === "summer_camp" || truthy(event)) && f.plan_id ? { planId: f.plan_id } : null,
    storedRedirectUrl: f.redirect_url ?? null,
    workshop:
      signupType === "workshop" ? { courseId: f.course_id ?? "", slotId: f.slot_id ?? "" } : null,
    pack: f.pack_type
      ? {
          packType: f.pack_type,
          amount: amountOf(f.pack_amount),
          currency: /^[A-Z]{3}$/.test(currency) ? currency : null,
        }
      : null,
    tokenBase: signupType === "token_base" && f.redirect_to ? { redirectTo: f.redirect_to } : null,
    tournament: signupType === "tournament",
    bookDemo:
      signupType === "book_demo"
        ? {
            courseSlug: courseSegment(f.course_id),
            newFlow: f.new_reg_flow === true,
            signIn: SIGN_IN.has((f.action_type ?? "").trim().toLowerCase()),
          }
        : null,
  };
}
