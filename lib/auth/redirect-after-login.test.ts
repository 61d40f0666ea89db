import { describe, expect, it } from "vitest";
import {
  loginPathFor,
  nextAfterLogin,
  redirectAfterLogin,
  redirectPathOf,
  safeSitePath,
  safeStudentAreaPath,
  type LoginContext,
} from "./redirect-after-login";

const base: LoginContext = { prefix: "st", firstName: "Aarav" };
const go = (over: Partial<LoginContext>) => redirectAfterLogin({ ...base, ...over });

// One context per rule, each matching only its own rule.
const RULES = {
  directJoin: { directJoin: { redirect: "/st/join-class/42?k=1" } },
  summerCamp: { summerCamp: { planId: "eyJpdiI6IkFCQyJ9" } },
  stored: { storedRedirectUrl: "/st/my-classes" },
  workshop: { workshop: { courseId: "12", slotId: "345" } },
  pack: { pack: { packType: "group", amount: 4999, currency: "INR" } },
  tokenBase: { tokenBase: { redirectTo: "/canvas?post=7" } },
  tournament: { tournament: true },
  bookDemoProfile: {
    firstName: "",
    bookDemo: { courseSlug: "guitar-basics", newFlow: true, signIn: true },
  },
  bookDemoSibling: { bookDemo: { courseSlug: "guitar-basics", newFlow: true, signIn: false } },
  bookDemo: { bookDemo: { courseSlug: "guitar-basics", newFlow: false, signIn: false } },
} satisfies Record<string, Partial<LoginContext>>;

describe("redirectAfterLogin: each rule", () => {
  it("(1) a direct-join link goes to its redirect", () => {
    expect(go(RULES.directJoin)).toEqual({
      kind: "redirect",
      to: "/st/join-class/42?k=1",
      rule: "direct-join",
    });
  });

  it("(2) a summer-camp event goes to plan choice", () => {
    expect(go(RULES.summerCamp)).toEqual({
      kind: "redirect",
      to: "/sms/st/choose-plan/eyJpdiI6IkFCQyJ9/na",
      rule: "summer-camp",
    });
  });

  it("(2) the plan id is one encoded path segment", () => {
    expect(go({ summerCamp: { planId: "a/b==" } })).toMatchObject({
      to: "/sms/st/choose-plan/a%2Fb==/na",
    });
    expect(go({ summerCamp: { planId: "" } })).toMatchObject({ rule: "dashboard" });
  });

  it("(3) a stored student-area url", () => {
    expect(go(RULES.stored)).toEqual({
      kind: "redirect",
      to: "/st/my-classes",
      rule: "stored-url",
    });
  });

  it("(3) applies to students only", () => {
    expect(go({ ...RULES.stored, prefix: "em" })).toEqual({
      kind: "redirect",
      to: "/em/dashboard",
      rule: "dashboard",
    });
  });

  it("(4) a workshop sign-up enrols into the workshop", () => {
    expect(go(RULES.workshop)).toEqual({
      kind: "enrol-workshop",
      courseId: "12",
      slotId: "345",
      rule: "workshop",
    });
  });

  it("(4) needs both course and slot, as plain ids", () => {
    expect(go({ workshop: { courseId: "12", slotId: "" } })).toMatchObject({ rule: "dashboard" });
    expect(go({ workshop: { courseId: "../x", slotId: "1" } })).toMatchObject({
      rule: "dashboard",
    });
  });

  it("(5) a pack opens the payment modal with its billing fields", () => {
    expect(go(RULES.pack)).toEqual({
      kind: "open-payment",
      packType: "group",
      amount: 4999,
      currency: "INR",
      rule: "pack",
    });
    expect(go({ pack: { packType: " ", amount: null, currency: null } })).toMatchObject({
      rule: "dashboard",
    });
  });

  it("(6) token_base goes to redirect_to", () => {
    expect(go(RULES.tokenBase)).toEqual({
      kind: "redirect",
      to: "/canvas?post=7",
      rule: "token-base",
    });
  });

  it("(7) a tournament goes to /play-camps", () => {
    expect(go(RULES.tournament)).toEqual({
      kind: "redirect",
      to: "/play-camps",
      rule: "tournament",
    });
  });

  it("(8) book_demo, new flow, sign-in, empty first name: the profile step", () => {
    expect(go(RULES.bookDemoProfile)).toEqual({
      kind: "show-profile-step",
      rule: "book-demo-profile",
    });
  });

  it("(9) book_demo with the new flow: the sibling choice", () => {
    expect(go(RULES.bookDemoSibling)).toEqual({
      kind: "show-sibling-choice",
      courseSlug: "guitar-basics",
      rule: "book-demo-sibling",
    });
    // A sign-in whose profile is filled in also gets the sibling choice.
    expect(
      go({ bookDemo: { courseSlug: "guitar-basics", newFlow: true, signIn: true } }),
    ).toMatchObject({ rule: "book-demo-sibling" });
    // An empty name without the sign-in mark is the sibling choice too.
    expect(go({ ...RULES.bookDemoSibling, firstName: " " })).toMatchObject({
      rule: "book-demo-sibling",
    });
  });

  it("(10) book_demo goes to the course's booking page", () => {
    expect(go(RULES.bookDemo)).toEqual({
      kind: "redirect",
      to: "/st/book-demo/guitar-basics",
      rule: "book-demo",
    });
    expect(
      go({ bookDemo: { courseSlug: "Z3VpdGFy/MTI=", newFlow: false, signIn: false } }),
    ).toMatchObject({ to: "/st/book-demo/Z3VpdGFy%2FMTI=" });
  });

  it("(10) book_demo without a course goes to the course list", () => {
    for (const courseSlug of [null, "", "0"]) {
      expect(go({ bookDemo: { courseSlug, newFlow: false, signIn: false } })).toEqual({
        kind: "redirect",
        to: "/courses/",
        rule: "book-demo",
      });
    }
  });

  it("(11) otherwise the dashboard of the area", () => {
    expect(go({})).toEqual({ kind: "redirect", to: "/st/dashboard", rule: "dashboard" });
    expect(go({ prefix: "em" })).toEqual({
      kind: "redirect",
      to: "/em/dashboard",
      rule: "dashboard",
    });
  });
});

describe("redirectAfterLogin: order", () => {
  const order = Object.keys(RULES) as (keyof typeof RULES)[];
  const ruleOf = {
    directJoin: "direct-join",
    summerCamp: "summer-camp",
    stored: "stored-url",
    workshop: "workshop",
    pack: "pack",
    tokenBase: "token-base",
    tournament: "tournament",
    bookDemoProfile: "book-demo-profile",
    bookDemoSibling: "book-demo-sibling",
    bookDemo: "book-demo",
  } as const;

  it("the earlier of two matching rules wins, for every pair", () => {
    // The three book_demo rules share one field; the pairs among them are tested below.
    const bookDemo = new Set(["bookDemoProfile", "bookDemoSibling", "bookDemo"]);
    for (let i = 0; i < order.length; i++) {
      for (let j = i + 1; j < order.length; j++) {
        const [a, b] = [order[i]!, order[j]!];
        if (bookDemo.has(a) && bookDemo.has(b)) continue;
        expect(go({ ...RULES[b], ...RULES[a] }).rule, `${a} before ${b}`).toBe(ruleOf[a]);
        expect(go({ ...RULES[a], ...RULES[b] }).rule, `${a} before ${b}`).toBe(ruleOf[a]);
      }
    }
  });

  it("direct join beats tournament; stored url beats a pack", () => {
    expect(go({ ...RULES.tournament, ...RULES.directJoin })).toMatchObject({
      to: "/st/join-class/42?k=1",
    });
    expect(go({ ...RULES.pack, ...RULES.stored })).toMatchObject({ to: "/st/my-classes" });
  });

  it("profile step before sibling choice before booking page", () => {
    const demo = (newFlow: boolean, signIn: boolean, firstName: string) =>
      go({ firstName, bookDemo: { courseSlug: "x", newFlow, signIn } }).rule;
    expect(demo(true, true, "")).toBe("book-demo-profile");
    expect(demo(true, false, "")).toBe("book-demo-sibling");
    expect(demo(false, true, "")).toBe("book-demo");
  });

  it("a rule with an unusable value is skipped, and the next one applies", () => {
    expect(go({ directJoin: { redirect: "https://evil.example" }, ...RULES.tournament })).toEqual({
      kind: "redirect",
      to: "/play-camps",
      rule: "tournament",
    });
  });
});

describe("open-redirect attempts are refused", () => {
  const ATTACKS = [
    "https://evil.example/st/x",
    "http://evil.example",
    "//evil.example/st/x",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    " /st/x",
    "javascript:alert(1)",
    "data:text/html,hi",
    "/.//evil.example",
    "/st/..//evil.example",
    "evil.example/st/x",
    "st/dashboard",
    "",
  ];

  it.each(ATTACKS)("direct join to %j falls back to the dashboard", (redirect) => {
    expect(go({ directJoin: { redirect } })).toEqual({
      kind: "redirect",
      to: "/st/dashboard",
      rule: "dashboard",
    });
  });

  it.each(ATTACKS)("a stored url of %j falls back to the dashboard", (url) => {
    expect(go({ storedRedirectUrl: url })).toMatchObject({ rule: "dashboard" });
  });

  it.each(ATTACKS)("token_base to %j falls back to the dashboard", (redirectTo) => {
    expect(go({ tokenBase: { redirectTo } })).toMatchObject({ rule: "dashboard" });
  });

  it("a stored url must stay under /st/, also after dot segments", () => {
    for (const url of ["/em/dashboard", "/st", "/st/../em/dashboard", "/stx/y", "/%2e%2e/em"]) {
      expect(safeStudentAreaPath(url), url).toBeNull();
    }
    expect(safeStudentAreaPath("/st/./a/../b?x=1#h")).toBe("/st/b?x=1#h");
  });

  it("every path the function answers is same-site", () => {
    const targets = [
      ...Object.values(RULES).map((r) => go(r)),
      ...ATTACKS.map((a) => go({ directJoin: { redirect: a } })),
    ].map((a) => redirectPathOf(a, "st"));
    for (const to of targets) {
      expect(to.startsWith("/") && !to.startsWith("//") && !to.includes("\\"), to).toBe(true);
    }
  });

  it("safeSitePath keeps the query and the fragment of a good path", () => {
    expect(safeSitePath("/courses/all?x=1#top")).toBe("/courses/all?x=1#top");
    expect(safeSitePath(null)).toBeNull();
  });
});

describe("redirectPathOf", () => {
  it("gives the legacy redirect_to of each action", () => {
    expect(redirectPathOf(go(RULES.tournament), "st")).toBe("/play-camps");
    expect(redirectPathOf(go(RULES.bookDemoSibling), "st")).toBe("/st/book-demo/guitar-basics");
    expect(redirectPathOf(go(RULES.workshop), "st")).toBe("/st/dashboard");
    expect(redirectPathOf(go(RULES.pack), "st")).toBe("/st/dashboard");
    expect(redirectPathOf(go(RULES.bookDemoProfile), "st")).toBe("/st/dashboard");
  });
});

describe("nextAfterLogin: the one `next` rule", () => {
  const home = "/st/dashboard";

  it("returns to the page the login was opened from", () => {
    for (const next of [
      "/sms/st/choose-plan/MTI=/na?pack=4&promo=WELCOME10",
      "/teacher-profile/MTI=/teacherPayment",
      "/st/book-demo/guitar#slot-3",
      "/st/orders",
      "/courses/guitar",
    ]) {
      expect(nextAfterLogin(next, home), next).toBe(next);
    }
  });

  it("never leaves the site, whatever the spelling", () => {
    for (const next of [
      "//evil.com",
      "//evil.com/st/x",
      "/\\evil.com",
      "/\\/evil.com",
      "\\\\evil.com",
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "https://evil.com/st/",
      "http:evil.com",
      "%2F%2Fevil.com",
      decodeURIComponent("%2F%2Fevil.com"),
      decodeURIComponent("%2F%5Cevil.com"),
      "/\t/evil.com",
      "/%0a/evil.com".replace("%0a", "\n"),
      "/.//evil.com",
      "data:text/html,hi",
      "",
      null,
      undefined,
    ]) {
      expect(nextAfterLogin(next, home), String(next)).toBe(home);
    }
  });

  it("keeps an encoded path on this site (it stays a path, not a host)", () => {
    expect(nextAfterLogin("/%2F%2Fevil.com", home)).toBe("/%2F%2Fevil.com");
  });

  it("never sends an account into another role's area, nor back to login", () => {
    expect(nextAfterLogin("/em/dashboard", home)).toBe(home);
    expect(nextAfterLogin("/admin/users", home)).toBe(home);
    expect(nextAfterLogin("/sms/em/x", home)).toBe(home);
    expect(nextAfterLogin("/st", home)).toBe(home);
    expect(nextAfterLogin("/login?next=/st/orders", home)).toBe(home);
    expect(nextAfterLogin("/sms/st/choose-plan/MTI=/na", "/em/dashboard")).toBe("/em/dashboard");
    expect(nextAfterLogin("/em/classes", "/em/dashboard")).toBe("/em/classes");
  });

  it("builds the login address that comes back, refusing unsafe targets", () => {
    expect(loginPathFor("/st/orders?x=1")).toBe(
      `/login?next=${encodeURIComponent("/st/orders?x=1")}`,
    );
    expect(loginPathFor("//evil.com")).toBe("/login");
    expect(loginPathFor(null)).toBe("/login");
  });
});
