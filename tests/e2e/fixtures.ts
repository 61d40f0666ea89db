import AxeBuilder from "@axe-core/playwright";
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from "@playwright/test";

/** Every page fails its test on a console error or an uncaught exception (DESIGN.md). */
/** The server of the worker with this index (playwright.config.ts: port E2E_PORT + the index). */
export const serverUrl = (parallelIndex: number) =>
  `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + parallelIndex}`;

let clients = 0;

export const test = base.extend<{ page: Page; expectedConsoleErrors: RegExp[] }>({
  /** Each worker talks to its own server. */
  baseURL: async ({}, provide, testInfo) => provide(serverUrl(testInfo.parallelIndex)),
  /**
   * Each test calls from a client address of its own, as families do from their own homes: the
   * server's per-address limits (lib/ratelimit/rules.ts: e.g. thirty OTP sends an hour, counted on
   * real time) would otherwise refuse a worker's journeys once they had made thirty people. The e2e
   * servers trust one proxy hop (TRUSTED_PROXY_HOPS=1 in playwright.config.ts: Playwright is that
   * proxy), so they read the address from X-Forwarded-For. Applies to the test's pages, its
   * `request` and the contexts it opens with `browser.newContext()`.
   */
  extraHTTPHeaders: async ({}, provide, testInfo) => {
    clients += 1;
    await provide({
      "x-forwarded-for": `10.${testInfo.parallelIndex + 1}.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`,
    });
  },
  /** Console errors a test expects (e.g. the browser's note about a 404 response). */
  expectedConsoleErrors: [[], { option: true }],
  page: async ({ page, expectedConsoleErrors }, provide) => {
    const problems: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      if (expectedConsoleErrors.some((re) => re.test(msg.text()))) return;
      problems.push(`console.error: ${msg.text()} (${msg.location().url})`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    await provide(page);
    expect(problems, "the page logged errors").toEqual([]);
  },
});

export { expect };

/** Runs axe (WCAG 2.1 A and AA rules) on the page and returns the violations, readably. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5),
  }));
}

/** The page may not scroll sideways (it must fit a 360 px phone). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
}

/** Opens the header's Login dialog from the home page. */
export async function openLoginDialog(page: Page): Promise<Locator> {
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Account" })
    .getByRole("button", { name: "Login" })
    .click();
  return page.getByRole("dialog", { name: "Login" });
}

export type PasswordLogin = {
  identifier: string;
  password: string;
  role?: "student" | "teacher";
};

/**
 * Sections 1, 2 and 4 of the login flow in `scope` (the header's dialog or the /login page):
 * identifier and role, "Password", the password, then Login.
 */
export async function submitPasswordLogin(scope: Locator, who: PasswordLogin) {
  await scope.getByLabel("Mobile number or e-mail").fill(who.identifier);
  if (who.role === "teacher") await scope.getByRole("radio", { name: "Teacher" }).check();
  await scope.getByRole("button", { name: "Continue" }).click();
  await scope.getByRole("radio", { name: "Password" }).check();
  await scope.getByRole("button", { name: "Continue" }).click();
  await scope.getByLabel("Password").fill(who.password);
  await scope.getByRole("button", { name: "Login" }).click();
}

/** Logs in by password through the header's Login dialog and waits for the area's dashboard. */
export async function loginWithPassword(page: Page, who: PasswordLogin) {
  await submitPasswordLogin(await openLoginDialog(page), who);
  await expect(page).toHaveURL(who.role === "teacher" ? /\/em\/dashboard$/ : /\/st\/dashboard$/);
}

/** The 6-digit code of the newest message to a mobile or an address (the dev outbox). */
/** Moves the test server's clock (POST /api/dev/clock; it also drops the kept public pages). */
export async function moveClock(request: APIRequestContext, at: Date) {
  const res = await request.post("/api/dev/clock", { data: { at: at.toISOString() } });
  expect(res.status()).toBe(200);
}

/**
 * Lets the server's OTP resend gap (lib/auth/otp.ts, 30 s per destination) pass by moving this
 * worker's server clock on 31 s, instead of sleeping through it.
 */
export async function passOtpCooldown(request: APIRequestContext) {
  await moveClock(request, new Date((await serverNow(request)).getTime() + 31_000));
}

/** This worker's server clock (it runs ahead of the machine's once a journey moved it on). */
export async function serverNow(request: APIRequestContext): Promise<Date> {
  const res = await request.get("/api/dev/clock");
  expect(res.status()).toBe(200);
  return new Date(((await res.json()) as { now: string }).now);
}

export async function latestOtp(request: APIRequestContext, to: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      if (!res.ok()) return "";
      const body = (await res.json()) as { messages: { body: string }[] };
      code = /\b([0-9]{6})\b/.exec(body.messages[0]?.body ?? "")?.[1] ?? "";
      return code;
    })
    .toMatch(/^[0-9]{6}$/);
  return code;
}

/**
 * On a page that offers "Sign up as a student/teacher" (the /login page or the Login dialog):
 * opens that signup, fills name, e-mail and mobile and verifies the mobile with the code from the
 * dev outbox. Returns the signup dialog, ready for "Register".
 */
export async function fillVerifiedSignup(
  page: Page,
  request: APIRequestContext,
  who: { role: "student" | "teacher"; name: string; email: string; mobile: string },
): Promise<Locator> {
  await page.getByRole("button", { name: `Sign up as a ${who.role}` }).click();
  const dialog = page.getByRole("dialog", { name: `Sign up as a ${who.role}` });
  await dialog.getByLabel("Full name").fill(who.name);
  await dialog.getByLabel("E-mail", { exact: true }).fill(who.email);
  await dialog.getByLabel("Mobile number", { exact: true }).fill(who.mobile);
  await dialog.getByRole("button", { name: "Send OTP" }).click();
  await dialog.getByLabel("OTP", { exact: true }).fill(await latestOtp(request, who.mobile));
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(dialog.getByText("Mobile number verified.")).toBeVisible();
  return dialog;
}
