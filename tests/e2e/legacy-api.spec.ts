import { expect, test } from "./fixtures";

// Issue 14: a call the server does not answer is JSON an old client can parse, through the whole
// stack (Next's fallback rewrite, the catch-all routes, the 405 handlers); pages keep the HTML 404.

// The browser notes the 404 of the missing page in its console.
test.use({
  expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/],
});

test("unknown calls and wrong methods answer the JSON envelope; unknown pages the HTML 404", async ({
  request,
  page,
}) => {
  const root = await request.post("/no-such-root-call", { data: {} });
  expect(root.status()).toBe(404);
  expect(await root.json()).toMatchObject({ status: "error", responseCode: 404 });

  const v1 = await request.get("/ng-api/v1/no-such-call");
  expect(await v1.json()).toMatchObject({ status: "error", responseCode: 404 });

  const wrongMethod = await request.get("/api/set-rating");
  expect(wrongMethod.status()).toBe(405);
  expect(await wrongMethod.json()).toMatchObject({ status: "error", responseCode: 405 });

  const missingPage = await page.goto("/no-such-page");
  expect(missingPage!.status()).toBe(404);
  expect(missingPage!.headers()["content-type"]).toContain("text/html");
});
