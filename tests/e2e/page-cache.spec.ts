import { createHash } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { teacherPerClassMinor } from "@/lib/billing/price/per-class";
import { encodeId } from "@/lib/ids";
import { teacherOn, newFamily } from "./factories";
import { expect, loginWithPassword, test } from "./fixtures";

// Issue 15: public pages are kept by the server for anonymous visitors (scripts/server/page-cache.mjs,
// docs/decisions/020-cached-public-pages.md). An edit shows on the next request, nothing personal
// is ever kept, and a kept page allows exactly its own inline scripts (by hash).

const HTML = { accept: "text/html" };

// A browser in India: its first visit is the kept copy itself (elsewhere the head script stores
// the visitor's zone and loads that zone's copy first: decision 035).
test.use({ timezoneId: "Asia/Kolkata" });
// The teacher and the family are made by each test (issue 34), never the seed's.

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\ssrc=/.test(` ${m[1]}`) && m[2]!.length > 0)
    .map((m) => m[2]!);
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");
const priceIn = (html: string) => /data-price[^>]*>([^<]+)</.exec(html)?.[1];

/** Asks twice: the second answer comes from the kept copy. */
async function kept(request: APIRequestContext, path: string) {
  await request.get(path, { headers: HTML });
  const res = await request.get(path, { headers: HTML });
  expect(res.headers()["x-page-cache"], path).toBe("hit");
  return res;
}

test("a teacher's price change shows on the next request of their kept profile", async ({
  page,
  playwright,
}) => {
  // A new teacher, signed in on the page, with a price and a public profile.
  const teacher = await teacherOn(page, { subject: "Guitar", price: 900, demoAt: "17:00" });
  await page.context().clearCookies();
  await loginWithPassword(page, {
    identifier: teacher.email,
    password: teacher.password,
    role: "teacher",
  });
  const anonymous = await playwright.request.newContext();
  const path = `/teacher-profile/${encodeId(teacher.id)}`;
  const before = await kept(anonymous, path);
  expect(before.headers()["cache-control"]).toMatch(
    /public, .*s-maxage=\d+, stale-while-revalidate=\d+/,
  );
  const oldPrice = priceIn(await before.text());
  expect(oldPrice).toMatch(/^₹/);

  const rupees = 1000 + ((Number(oldPrice!.replace(/\D/g, "")) + 137) % 900);
  const saved = await page.request.post("/api/update-teacher-price-name-and-count", {
    data: { price: rupees, pack_name: "Monthly 8", class_count: 8 },
  });
  expect(saved.status()).toBe(200);

  // The profile shows the one price per class families see: the rate with GST, in whole rupees.
  const shown = (teacherPerClassMinor(rupees * 100, "INR") / 100).toLocaleString("en-IN");
  const after = await anonymous.get(path, { headers: HTML });
  expect(after.headers()["x-page-cache"]).toBeUndefined();
  expect(priceIn(await after.text())).toContain(shown);
  const again = await anonymous.get(path, { headers: HTML });
  expect(again.headers()["x-page-cache"]).toBe("hit");
  expect(priceIn(await again.text())).toContain(shown);
  expect(priceIn(await again.text())).not.toBe(oldPrice);
  await anonymous.dispose();
});

test("two signed-in visitors get their own pages, and the kept copy stays anonymous", async ({
  page,
  browser,
  playwright,
}) => {
  const family = await newFamily(page.request, { firstName: "Aarav" });
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  const person = await teacherOn(teacher, { subject: "Guitar", demoAt: "17:00" });
  await teacherContext.clearCookies();
  await teacher.goto("/");
  await loginWithPassword(teacher, {
    identifier: person.email,
    password: person.password,
    role: "teacher",
  });
  await page.context().clearCookies();
  await loginWithPassword(page, { identifier: family.email, password: family.password });

  for (const [who, own] of [
    [page, "/st/dashboard"],
    [teacher, "/em/dashboard"],
  ] as const) {
    for (const path of ["/", "/courses"]) {
      const res = await who.request.get(path, { headers: HTML });
      expect(res.headers()["x-page-cache"], `${path} for a signed-in visitor`).toBeUndefined();
      expect(res.headers()["cache-control"]).not.toContain("public");
      expect(await res.text()).toContain(`href="${own}"`);
    }
  }

  const anonymous = await playwright.request.newContext();
  for (const path of ["/", "/courses"]) {
    const html = await (await kept(anonymous, path)).text();
    for (const personal of ["/st/dashboard", "/em/dashboard", "Aarav", "Logout"]) {
      expect(html, `${path} kept for everyone`).not.toContain(personal);
    }
  }
  await anonymous.dispose();
  await teacherContext.close();
});

test("a kept page allows exactly its own inline scripts, by hash, and still hydrates", async ({
  page,
  playwright,
}) => {
  const anonymous = await playwright.request.newContext();
  const res = await kept(anonymous, "/courses");
  const policy = res.headers()["content-security-policy"]!;
  const html = await res.text();
  expect(policy).not.toContain("nonce-");
  expect(policy).not.toContain("strict-dynamic");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(html).not.toContain(" nonce=");
  const allowed = [...policy.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]).sort();
  const own = [...new Set(inlineScripts(html).map(sha256))].sort();
  expect(own.length).toBeGreaterThan(0);
  expect(allowed).toEqual(own);
  await anonymous.dispose();

  // The browser gets the kept copy (no session) and hydrates under the hash policy: the Login
  // dialog opens, and the fixture fails the test on any CSP violation.
  const visit = await page.goto("/courses");
  expect(visit!.headers()["x-page-cache"]).toBe("hit");
  await page
    .getByRole("navigation", { name: "Account" })
    .getByRole("button", { name: "Login" })
    .click();
  await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
});

test.describe("an inline script the server did not send", () => {
  const injected = "window.__injected = true;";
  test.use({
    expectedConsoleErrors: [new RegExp(`violates the following Content Security Policy`)],
  });

  test("does not run on a kept page", async ({ page, playwright }) => {
    const anonymous = await playwright.request.newContext();
    await kept(anonymous, "/courses/all");
    await anonymous.dispose();
    const visit = await page.goto("/courses/all");
    expect(visit!.headers()["x-page-cache"]).toBe("hit");
    const ran = await page.evaluate((text) => {
      const s = document.createElement("script");
      s.textContent = text;
      document.body.append(s);
      return (window as { __injected?: boolean }).__injected === true;
    }, injected);
    expect(ran).toBe(false);
  });
});
