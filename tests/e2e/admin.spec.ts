import { DEMO_ACCOUNTS } from "@/db/seed/demo-accounts";
import { axeViolations, expect, expectNoHorizontalScroll, latestOtp, test } from "./fixtures";

// Issue 27: the operations console. The demo admin signs in with a password and an OTP read from
// the dev outbox, approves a teacher applicant, refunds a seeded order, and finds both actions in
// the audit log; the pages fit a 390 px phone.

const admin = DEMO_ACCOUNTS.admin;

test("an admin signs in with an OTP, approves a teacher, refunds an order and finds both in the audit log", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // The console sends an anonymous visitor to its own sign-in.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin/);
  // The page's own form (the footer has an e-mail field too).
  const main = page.getByRole("main");
  await main.getByLabel("E-mail").fill(admin.email);
  await main.getByLabel("Password").fill(admin.password);
  await main.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(/We sent a 6-digit OTP/)).toBeVisible();
  const code = await latestOtp(request, admin.email);
  await main.getByLabel("OTP").fill(code);
  await main.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByText("New families", { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Approve the first seeded teacher applicant.
  await page.goto("/admin/queues/teacher-applicants");
  await page.getByRole("link", { name: "Meera Iyer" }).click();
  await expect(page.getByRole("heading", { name: "Meera Iyer" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await main.getByLabel("Decision").selectOption("approved");
  await main.getByLabel("Reason").fill("Strong demo class and references");
  await main.getByRole("button", { name: "Save decision" }).click();
  await expect(page.getByText("Decision saved.")).toBeVisible();
  await expect(main.getByText("Strong demo class and references")).toBeVisible();

  // Refund a seeded paid order in full.
  await page.goto("/admin/orders?status=fulfilled");
  const first = page.getByRole("table").getByRole("link").first();
  const reference = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole("heading", { name: `Order ${reference}` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await main.getByLabel("Reason").fill("Family moved abroad");
  await main.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(page.getByText("The order is refunded.")).toBeVisible();
  await expect(main.getByText(/Family moved abroad/)).toBeVisible();
  await expect(page.getByText("This order cannot be refunded (refunded).")).toBeVisible();

  // Both actions are in the audit log.
  await page.goto("/admin/audit");
  await expect(page.getByText("queue.teacher-applicants.approved", { exact: true })).toBeVisible();
  await expect(page.getByText("order.refund", { exact: true })).toBeVisible();
  await page.goto(`/admin/audit?action=order.refund&target_id=${reference}`);
  await expect(page.getByText("Reason: Family moved abroad")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Not broken on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/admin", "/admin/orders", "/admin/audit", "/admin/people?q=Mehta"]) {
    await page.goto(path);
    await expectNoHorizontalScroll(page);
  }
});

test("students cannot reach the console", async ({ page, request }) => {
  const res = await request.get("/admin/api/dashboard");
  expect(res.status()).toBe(401);
  await page.goto("/admin/orders");
  await expect(page).toHaveURL(/\/admin\/login/);
});
