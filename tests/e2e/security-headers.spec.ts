import { expect, test } from "./fixtures";

// A browser in India: the first response is the page itself (elsewhere the head script first stores
// the visitor's zone and loads that zone's page: decision 035), so its body can be read.
test.use({ timezoneId: "Asia/Kolkata" });

// Issue 12, finding 8: security headers on pages and calls, and the pages still work under the
// nonce policy (the fixture fails any test whose page logs a CSP violation). Public pages kept by
// the server for anonymous visitors carry a hash policy instead: page-cache.spec.ts.

test("pages carry a nonce policy that their own scripts satisfy, and refuse framing", async ({
  page,
}) => {
  // The search page is rendered for every request (never kept by the page cache).
  const response = await page.goto("/search?text=guitar");
  const headers = response!.headers();
  const policy = headers["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce, policy).toBeTruthy();
  expect(policy).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  // Every script the server sent carries this response's nonce (chunks that Next's runtime loads
  // later are trusted through 'strict-dynamic' and have none), and the page hydrates: the Login
  // dialog opens. The fixture fails the test on any CSP violation.
  const html = await response!.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts.filter((t) => !t.includes('type="application/ld+json"')))
    expect(tag).toContain(`nonce="${nonce}"`);
  await page
    .getByRole("navigation", { name: "Account" })
    .getByRole("button", { name: "Login" })
    .click();
  await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
  // A second visit gets a new nonce.
  const again = (await page.goto("/search?text=guitar"))!.headers()["content-security-policy"];
  expect(again).not.toBe(policy);
});

test("JSON calls carry the static headers, and a cross-site write is refused", async ({
  request,
}) => {
  const res = await request.get("/api/get-country-list");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  expect(res.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  const crossSite = await request.post("/api/set-rating", {
    headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    data: { slot_id: 1, rating: 5 },
  });
  expect(crossSite.status()).toBe(403);
  // A broken percent-escape in a path segment is a 400, not Next's 500.
  expect((await request.get("/teacher-profile/%ff")).status()).toBe(400);
});
