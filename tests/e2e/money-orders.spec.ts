import { newFamily } from "./factories";
import { tapUntil } from "./factories-money";
import { expect, expectNoHorizontalScroll, submitPasswordLogin, test } from "./fixtures";

// The money path on a phone: a logged-out visitor (of a family the test registers) picks a pack and
// a promo on a plan page, logs in inside the sheet and is back on the same step (pack and promo
// intact), pays in the sandbox (the first attempt fails, "Try again" succeeds), finds the receipt
// message in the outbox and downloads the GST tax invoice from My orders.
test.use({ timezoneId: "Asia/Kolkata", viewport: { width: 390, height: 844 } });

test("a family keeps its place through login, retries a failed payment and gets its invoice", async ({
  page,
  request,
}) => {
  // The family's account, registered on a request context of its own: the page stays logged out.
  const family = await newFamily(request);
  await page.goto("/courses/music/guitar-for-beginners");
  await page
    .locator("#packages")
    .getByRole("link", { name: /^Choose .*one to one/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/sms\/st\/choose-plan\/[A-Za-z0-9=%]+\/na\?pack=\d+$/);
  const planUrl = page.url();
  await page.locator("label", { hasText: /^8 classes/ }).click();
  await expect(page.getByRole("heading", { name: /8 classes/ })).toBeVisible();
  await page.getByLabel("Promo code").fill("WELCOME10");
  await page.getByRole("button", { name: "Apply" }).click();

  // Logged out: the login sheet, which also offers sign-up; Back closes it and stays.
  const sheet = page.getByRole("dialog", { name: "Log in to continue" });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("button", { name: "Sign up as a student" })).toBeVisible();
  await page.goBack();
  await expect(sheet).toBeHidden();
  expect(page.url()).toBe(planUrl);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(sheet).toBeVisible();
  await submitPasswordLogin(sheet, { identifier: family.email, password: family.password });
  await expect(sheet).toBeHidden();

  // Back on the same step: same page, same pack, the promo still typed in.
  expect(page.url()).toBe(planUrl);
  await expect(page.getByRole("heading", { name: /8 classes/ })).toBeVisible();
  await expect(page.getByLabel("Promo code")).toHaveValue("WELCOME10");
  // The page has reloaded its data for the account (the header names them) before Apply.
  await expect(
    page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: family.name }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Promocode applied successfully.")).toBeVisible();
  await expectNoHorizontalScroll(page);

  // First attempt fails; "Try again" from the page that reported it.
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pay for your order" })).toBeVisible();
  const firstRef = new URL(page.url()).pathname.split("/").pop()!;
  await page.getByRole("button", { name: "Fail", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "The payment failed" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  // The retry makes a new order, then navigates: allow a loaded machine its time (and a tap
  // before the page has hydrated does nothing).
  await tapUntil(
    page.getByRole("button", { name: "Try again" }),
    page.getByRole("heading", { level: 1, name: "Pay for your order" }),
  );
  const reference = new URL(page.url()).pathname.split("/").pop()!;
  expect(reference).not.toBe(firstRef);
  await expect(page.getByRole("main").getByText("Discount", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Payment received: your classes are credited" }),
  ).toBeVisible();

  // The receipt message, in the outbox.
  await expect
    .poll(async () => {
      const res = await request.get("/api/dev/outbox");
      const body = (await res.json()) as { messages: { body: string }[] };
      return body.messages.find((m) => m.body.includes(`order ${reference}`))?.body ?? "";
    })
    .toMatch(/we received ₹[\d,.]+ for .*8 classes.*tax invoice TL\/\d{4}-\d{2}\/\d{6}/);

  // My orders: the failed order can be cancelled; the paid one has its tax invoice.
  await page.getByRole("link", { name: "My orders" }).click();
  const failed = page.locator(`[data-testid="order-row"][data-reference="${firstRef}"]`);
  await expect(failed.getByTestId("order-row-status")).toHaveText("Payment failed");
  await failed.getByRole("button", { name: "Cancel order" }).click();
  await failed.getByRole("button", { name: "Yes, cancel this order" }).click();
  await expect(failed.getByTestId("order-row-status")).toHaveText("Cancelled");

  const paid = page.locator(`[data-testid="order-row"][data-reference="${reference}"]`);
  await expect(paid.getByTestId("order-row-status")).toHaveText("Fulfilled");
  const download = page.waitForEvent("download");
  await paid.getByRole("link", { name: "Tax invoice (PDF)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^tax-invoice-TL-\d{4}-\d{2}-\d{6}\.pdf$/);
  const pdf = await page.request.get(`/st/orders/${reference}/invoice.pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expectNoHorizontalScroll(page);
});
