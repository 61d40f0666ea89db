import { expect, test } from "./fixtures";

// Issue 12, finding 8: security headers on pages and calls, and the pages still work under the
// nonce policy (the fixture fails any test whose page logs a CSP violation).

test("pages carry a nonce policy that their own scripts satisfy, and refuse framing", async ({
  page,
}) => {
  const response = await page.goto("/");
  const headers = response!.headers();
  const policy = headers["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce, policy).toBeTruthy();
  expect(policy).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  // Next's scripts carry this response's nonce, and the page hydrates: the Login dialog opens.
  const scripts = page.locator("script:not([type='application/ld+json'])");
  expect(await scripts.count()).toBeGreaterThan(0);
  for (const n of await scripts.evaluateAll((els) =>
    els.map((e) => (e as HTMLScriptElement).nonce),
  ))
    expect(n).toBe(nonce);
  await page
    .getByRole("navigation", { name: "Account" })
    .getByRole("button", { name: "Login" })
    .click();
  await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
  // A second visit gets a new nonce.
  const again = (await page.goto("/"))!.headers()["content-security-policy"];
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
