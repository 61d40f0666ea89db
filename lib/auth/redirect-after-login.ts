/**
 * Where a student goes after logging in: the eleven rules of spec 2 section 4, checked in order,
 * as one pure function. The caller describes the login context (what the login popup was opened
 * for); the answer is what to do next. Every target is a same-site path: addresses that come from
 * the client (direct-join redirect, stored student-area url, token_base redirect_to) are accepted
 * only as plain paths on this site, never as absolute or protocol-relative URLs (no open redirect).
 */

export type AreaPrefix = "st" | "em" | "admin";

export interface LoginContext {
  /** Area prefix of the account now logged in (st student, em teacher). */
  prefix: AreaPrefix;
  /** First name of that account; empty while the profile step has not been filled in. */
  firstName: string;
  /** (1) The login came from a direct-join link that names where to go. */
  directJoin?: { redirect: string } | null;
  /** (2) A summer-camp event, with the (encrypted) id of the plan to choose. */
  summerCamp?: { planId: string } | null;
  /** (3) A student-area address stored before the login (e.g. a deep link that needed a login). */
  storedRedirectUrl?: string | null;
  /** (4) Sign-up for a workshop: the course and slot to enrol into. */
  workshop?: { courseId: string; slotId: string } | null;
  /** (5) A pack was chosen before the login: open the payment modal with billing fields. */
  pack?: { packType: string; amount: number | null; currency: string | null } | null;
  /** (6) A token-based sign-in that names where to go. */
  tokenBase?: { redirectTo: string } | null;
  /** (7) Tournament sign-up. */
  tournament?: boolean;
  /**
   * (8)-(10) Book a demo: `newFlow` is the new registration flow, `signIn` that the popup was
   * opened as a sign-in, `courseSlug` the course slug or base64 course id (null: none chosen).
   */
  bookDemo?: { courseSlug: string | null; newFlow: boolean; signIn: boolean } | null;
}

export type RedirectRule =
  | "direct-join"
  | "summer-camp"
  | "stored-url"
  | "workshop"
  | "pack"
  | "token-base"
  | "tournament"
  | "book-demo-profile"
  | "book-demo-sibling"
  | "family-sibling"
  | "book-demo"
  | "dashboard";

export type AfterLoginAction =
  | { kind: "redirect"; to: string; rule: RedirectRule }
  | { kind: "enrol-workshop"; courseId: string; slotId: string; rule: "workshop" }
  | {
      kind: "open-payment";
      packType: string;
      amount: number | null;
      currency: string | null;
      rule: "pack";
    }
  | { kind: "show-profile-step"; rule: "book-demo-profile" }
  | {
      kind: "show-sibling-choice";
      courseSlug: string | null;
      /** book-demo-sibling: rule 9; family-sibling: a family login with several children (017). */
      rule: "book-demo-sibling" | "family-sibling";
    };

const SAFE_BASE = "http://same-site.invalid";

/**
 * A same-site path (with its query and fragment) or null. Refuses absolute URLs ("https://x",
 * "javascript:..."), protocol-relative ones ("//x", "/\x"), whitespace and control characters (the
 * URL parser drops tabs and newlines, which would turn "/\t/x" into "//x"), and anything that
 * normalises to "//..." (such as "/.//x").
 */
export function safeSitePath(raw: string | null | undefined): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 2000) return null;
  if (!raw.startsWith("/") || raw.startsWith("//")) return null;
  // Whitespace, control characters and backslashes (browsers read "\" as "/").
  if (/[\s\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, SAFE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== SAFE_BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  return path;
}

const AREAS = ["st", "em", "admin"];

/**
 * The one `next` rule: where a login or sign-up returns to. `next` (from a URL or the page that
 * opened the login) counts only as a same-site path (safeSitePath: never another site, whatever
 * its encoding) and only where the account may go: a public page (a course, a teacher, a plan,
 * a checkout), or a page of the account's own area (/st/..., /sms/st/... for a student; never
 * another role's area); never the login page again. Otherwise the server's `redirectTo`.
 */
export function nextAfterLogin(rawNext: string | null | undefined, redirectTo: string): string {
  const next = safeSitePath(rawNext);
  if (!next) return redirectTo;
  const area = redirectTo.split("/")[1] ?? "";
  const [first = "", second = ""] = next.split(/[/?#]/).slice(1);
  if (first === "login") return redirectTo;
  if (first === "sms") return second === area && AREAS.includes(area) ? next : redirectTo;
  if (AREAS.includes(first)) return next.startsWith(`/${area}/`) ? next : redirectTo;
  return next;
}

/** The login page that comes back to `next` (a same-site path) after logging in. */
export function loginPathFor(next: string | null | undefined): string {
  const path = safeSitePath(next);
  // The operations console has its own sign-in (password and OTP, lib/admin/sign-in.ts).
  if (path === "/admin" || path?.startsWith("/admin/") || path?.startsWith("/admin?")) {
    return `/admin/login?next=${encodeURIComponent(path)}`;
  }
  return path ? `/login?next=${encodeURIComponent(path)}` : "/login";
}

/** A same-site path inside the student area (/st/...), or null. */
export function safeStudentAreaPath(raw: string | null | undefined): string | null {
  const path = safeSitePath(raw);
  return path && path.startsWith("/st/") ? path : null;
}

/** A path segment from a client value (slug, base64 id, encrypted id), or null when unusable. */
function segment(raw: string | null | undefined): string | null {
  const value = raw?.trim() ?? "";
  if (value === "" || value === "0" || value.length > 200) return null;
  // "=" (base64 padding) is a valid path character; everything else unusual is escaped.
  return encodeURIComponent(value).replace(/%3D/g, "=");
}

/** An id the client puts into a path itself (numeric or base64): plain characters only. */
function idToken(raw: string | null | undefined): string | null {
  const value = raw?.trim() ?? "";
  return /^[A-Za-z0-9_=-]{1,100}$/.test(value) && value !== "0" ? value : null;
}

export function dashboardOf(prefix: AreaPrefix): string {
  return `/${prefix}/dashboard`;
}

/** The eleven rules of spec 2 section 4, in order; the first that applies wins. */
export function redirectAfterLogin(ctx: LoginContext): AfterLoginAction {
  // (1) Direct-join link: the given redirect (same-site only; an unsafe one is ignored).
  const directJoin = safeSitePath(ctx.directJoin?.redirect);
  if (directJoin) return { kind: "redirect", to: directJoin, rule: "direct-join" };

  // (2) Summer-camp event: choose the plan.
  const planId = segment(ctx.summerCamp?.planId);
  if (planId)
    return { kind: "redirect", to: `/sms/st/choose-plan/${planId}/na`, rule: "summer-camp" };

  // (3) A stored student-area address (students only; paths under /st/ only).
  const stored = ctx.prefix === "st" ? safeStudentAreaPath(ctx.storedRedirectUrl) : null;
  if (stored) return { kind: "redirect", to: stored, rule: "stored-url" };

  // (4) Workshop sign-up: enrol into the workshop (course and slot are both needed).
  const courseId = idToken(ctx.workshop?.courseId);
  const slotId = idToken(ctx.workshop?.slotId);
  if (courseId && slotId) return { kind: "enrol-workshop", courseId, slotId, rule: "workshop" };

  // (5) A pack was chosen: open the payment modal with billing fields.
  const packType = ctx.pack?.packType.trim();
  if (ctx.pack && packType) {
    return {
      kind: "open-payment",
      packType,
      amount: ctx.pack.amount,
      currency: ctx.pack.currency,
      rule: "pack",
    };
  }

  // (6) token_base: its redirect_to (same-site only).
  const tokenTarget = safeSitePath(ctx.tokenBase?.redirectTo);
  if (tokenTarget) return { kind: "redirect", to: tokenTarget, rule: "token-base" };

  // (7) Tournament sign-up.
  if (ctx.tournament) return { kind: "redirect", to: "/play-camps", rule: "tournament" };

  if (ctx.bookDemo) {
    // (8) New flow, opened as a sign-in, and the profile is still empty: the profile step.
    if (ctx.bookDemo.newFlow && ctx.bookDemo.signIn && ctx.firstName.trim() === "") {
      return { kind: "show-profile-step", rule: "book-demo-profile" };
    }
    const slug = segment(ctx.bookDemo.courseSlug);
    // (9) New flow: for whom is the demo (self, a sibling or someone new).
    if (ctx.bookDemo.newFlow) {
      return { kind: "show-sibling-choice", courseSlug: slug, rule: "book-demo-sibling" };
    }
    // (10) The course's booking page; with no course chosen, the course list (spec 3 section 2).
    return {
      kind: "redirect",
      to: slug ? `/st/book-demo/${slug}` : "/courses/",
      rule: "book-demo",
    };
  }

  // (11) Otherwise the dashboard of the account's area.
  return { kind: "redirect", to: dashboardOf(ctx.prefix), rule: "dashboard" };
}

/**
 * The one address a legacy `redirect_to` field can carry: the target of a redirect, the book-demo
 * page after the sibling choice, and the dashboard for the in-page steps (enrol, payment, profile),
 * which the client performs from the action itself.
 */
export function redirectPathOf(action: AfterLoginAction, prefix: AreaPrefix): string {
  switch (action.kind) {
    case "redirect":
      return action.to;
    case "show-sibling-choice":
      return action.courseSlug ? `/st/book-demo/${action.courseSlug}` : "/courses/";
    default:
      return dashboardOf(prefix);
  }
}
