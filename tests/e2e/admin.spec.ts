import { DEMO_ACCOUNTS } from "@/db/seed/demo-accounts";
import {
  axeViolations,
  expect,
  expectNoHorizontalScroll,
  latestOtp,
  loginWithPassword,
  test,
} from "./fixtures";

// Issue 27: the operations console. The demo admin signs in with a password and an OTP read from
// the dev outbox, approves a teacher applicant and the demo teacher's KYC (issues 24 + 27: masked
// PAN and account, links to the documents), refunds a seeded order, and finds the actions in the
// audit log; the pages fit a 390 px phone; the teacher then sees the KYC approved. (One admin
// sign-in per run: a second OTP to the same address within the resend wait is refused.)

const admin = DEMO_ACCOUNTS.admin;
const teacher = DEMO_ACCOUNTS.teacher;

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

  // The old teacher-review page leads to the KYC queue; approve the demo teacher's KYC.
  await page.goto("/admin/reviews");
  await expect(page).toHaveURL(/\/admin\/queues\/teacher-kyc$/);
  const teacherName = `${teacher.firstName} ${teacher.lastName}`;
  await page.getByRole("link", { name: teacherName }).click();
  await expect(page.getByRole("heading", { name: teacherName })).toBeVisible();
  await expect(main.getByText("XXXXXX234L")).toBeVisible();
  await expect(main.getByText("ABCPK1234L")).toHaveCount(0);
  const docs = main.getByRole("list", { name: "Documents" }).getByRole("link");
  await expect(docs).toHaveCount(3);
  // Admins may read the teacher's private documents.
  const href = (await docs.first().getAttribute("href"))!;
  expect((await page.request.get(href)).status()).toBe(200);
  expect(await axeViolations(page)).toEqual([]);
  await main.getByLabel("Decision").selectOption("approved");
  await main.getByLabel("Reason").fill("Bank details match the cheque");
  await main.getByRole("button", { name: "Save decision" }).click();
  await expect(page.getByText("Decision saved.")).toBeVisible();

  // Refund a seeded paid order in full.
  await page.goto("/admin/orders?status=fulfilled");
  // Not the demo family's: later journeys of the run (pack-schedule) schedule from its pack.
  const first = page
    .getByRole("table")
    .getByRole("row")
    .filter({ hasNotText: /Mehta/ })
    .getByRole("link")
    .first();
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
  // .first(): the teacher-supply journey approves an applicant too.
  await expect(
    page.getByText("queue.teacher-applicants.approved", { exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByText("order.refund", { exact: true })).toBeVisible();
  await expect(page.getByText("queue.teacher-kyc.approved", { exact: true })).toBeVisible();
  await page.goto(`/admin/audit?action=order.refund&target_id=${reference}`);
  await expect(page.getByText("Reason: Family moved abroad")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Not broken on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/admin", "/admin/orders", "/admin/audit", "/admin/people?q=Mehta"]) {
    await page.goto(path);
    await expectNoHorizontalScroll(page);
  }

  // The teacher signs in and sees the KYC approved, on the dashboard and the KYC page.
  await page.context().clearCookies();
  await page.goto("/");
  await loginWithPassword(page, {
    identifier: teacher.email,
    password: teacher.password,
    role: "teacher",
  });
  const reviews = page.getByRole("region", { name: "Your reviews" });
  await expect(reviews.getByText(/KYC:\s*approved/)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.goto("/em/kyc");
  await expect(page.getByText(/Your KYC is approved/)).toBeVisible();
});

test("students cannot reach the console", async ({ page, request }) => {
  const res = await request.get("/admin/api/dashboard");
  expect(res.status()).toBe(401);
  await page.goto("/admin/orders");
  await expect(page).toHaveURL(/\/admin\/login/);
});
