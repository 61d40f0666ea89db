import { DEMO_ACCOUNTS } from "@/db/seed/demo-accounts";
import {
  axeViolations,
  expect,
  expectNoHorizontalScroll,
  latestOtp,
  loginWithPassword,
  test,
} from "./fixtures";

// Issues 24 + 27: the demo teacher's seeded KYC waits in the console's KYC queue. The admin opens it
// (masked PAN and account, links to the documents), approves it with a reason, and the teacher then
// sees "approved" on the dashboard and the KYC page.

const admin = DEMO_ACCOUNTS.admin;
const teacher = DEMO_ACCOUNTS.teacher;

test("an admin approves a teacher's KYC from the queue and the teacher sees it approved", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // The old review page leads to the queue.
  await page.goto("/admin/reviews");
  await expect(page).toHaveURL(/\/admin\/login/);
  const main = page.getByRole("main");
  await main.getByLabel("E-mail").fill(admin.email);
  await main.getByLabel("Password").fill(admin.password);
  await main.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(/We sent a 6-digit OTP/)).toBeVisible();
  await main.getByLabel("OTP").fill(await latestOtp(request, admin.email));
  await main.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page
      .getByRole("heading", { name: "Dashboard" })
      .or(page.getByRole("heading", { name: "Teacher KYC" })),
  ).toBeVisible();

  await page.goto("/admin/reviews");
  await expect(page).toHaveURL(/\/admin\/queues\/teacher-kyc$/);
  const name = `${teacher.firstName} ${teacher.lastName}`;
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(main.getByText("XXXXXX234L")).toBeVisible();
  await expect(main.getByText("ABCPK1234L")).toHaveCount(0);
  const docs = main.getByRole("list", { name: "Documents" }).getByRole("link");
  await expect(docs).toHaveCount(3);
  // Admins may read the private documents.
  const href = (await docs.first().getAttribute("href"))!;
  expect((await page.request.get(href)).status()).toBe(200);
  expect(await axeViolations(page)).toEqual([]);
  await main.getByLabel("Decision").selectOption("approved");
  await main.getByLabel("Reason").fill("Bank details match the cheque");
  await main.getByRole("button", { name: "Save decision" }).click();
  await expect(page.getByText("Decision saved.")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);

  // The teacher signs in and sees the KYC approved.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await loginWithPassword(page, {
    identifier: teacher.email!,
    password: teacher.password,
    role: "teacher",
  });
  const reviews = page.getByRole("region", { name: "Your reviews" });
  await expect(reviews.getByText(/KYC:\s*approved/)).toBeVisible();
  await page.goto("/em/kyc");
  await expect(page.getByText(/Your KYC is approved/)).toBeVisible();
});
