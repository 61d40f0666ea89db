import type { Page } from "@playwright/test";
import { newFamily } from "./factories";
import { axeViolations, expect, test } from "./fixtures";

// A new family (registered by the test) buys a seeded pack through /purchase-course-package, pays
// (or fails) on the built-in sandbox checkout, lands on the return page and finds the order on
// /st/orders. The sandbox sends its signed webhook to this very server (SITE_URL is the e2e
// server's origin).

/** A new family, signed in on the page, on its dashboard (the fetch needs the site's origin). */
async function signedInFamily(page: Page) {
  await newFamily(page.request);
  await page.goto("/st/dashboard");
}

/** Starts a purchase the way the course page does (its fetch), and opens the payment link. */
async function startPurchase(page: Page, packId: number) {
  const answer = await page.evaluate(async (pack_id) => {
    const res = await fetch("/purchase-course-package", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ pack_id }),
    });
    return res.json() as Promise<{
      success: boolean;
      payment_link: string;
      order_reference: string;
    }>;
  }, packId);
  expect(answer.success).toBe(true);
  await page.goto(answer.payment_link);
  await expect(page.getByRole("heading", { level: 1, name: "Pay for your order" })).toBeVisible();
  return answer.order_reference;
}

test("a student pays in the sandbox and the classes are credited once", async ({ page }) => {
  await signedInFamily(page);
  const reference = await startPurchase(page, 1);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page).toHaveURL(/\/checkout\/return\?ref=/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Payment received: your classes are credited" }),
  ).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("fulfilled");
  // Reloading the return page (same signed proof) changes nothing.
  await page.reload();
  await expect(page.getByTestId("order-status")).toHaveText("fulfilled");

  await page.getByRole("link", { name: "My orders" }).click();
  await expect(page).toHaveURL(/\/st\/orders$/);
  const row = page.locator(`[data-testid="order-row"][data-reference="${reference}"]`);
  await expect(row.getByTestId("order-row-status")).toHaveText("Fulfilled");
  await expect(row.getByTestId("order-row-classes")).toHaveText(/^\d+ classes credited$/);
  // The title arrives with the streamed metadata, after the page's content.
  await expect(page).toHaveTitle(/\S/);
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole("link", { name: "Receipt" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Receipt/ })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`receipt-${reference}.txt`);
  const text = await (await page.request.get(`/st/orders/${reference}/receipt.txt`)).text();
  expect(text).toContain(reference);
  expect(text).toContain("Amount paid");
});

test("a failed sandbox payment shows the failure and credits nothing", async ({ page }) => {
  await signedInFamily(page);
  const reference = await startPurchase(page, 2);
  await page.getByRole("button", { name: "Fail", exact: true }).click();
  await expect(page).toHaveURL(/status=failed/);
  await expect(page.getByRole("heading", { level: 1, name: "The payment failed" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "The payment failed. Nothing was charged: try again, or cancel the order.",
  );

  await page.goto("/st/orders");
  const row = page.locator(`[data-testid="order-row"][data-reference="${reference}"]`);
  await expect(row.getByTestId("order-row-status")).toHaveText("Payment failed");
  await expect(row.getByTestId("order-row-classes")).toContainText("not credited");
});
