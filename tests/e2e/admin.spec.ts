import { bookableTeacher, newApplicant, newFamily } from "./factories";
import { purchasePack } from "./factories-money";
import { submitKyc } from "./factories-teacher";
import {
  axeViolations,
  expect,
  expectNoHorizontalScroll,
  latestOtp,
  passOtpCooldown,
  test,
} from "./fixtures";
import { OPERATOR_PASSWORD, operatorEmail } from "./operator";

// Issue 27: the operations console. This server's operator (tests/e2e/operator.ts) signs in with a
// password and an OTP read from the dev outbox, approves a teacher applicant and a teacher's KYC
// (issues 24 + 27: masked PAN and account, links to the documents), refunds a family's order, and
// finds the actions in the audit log; the pages fit a 390 px phone; the teacher then sees the KYC
// approved. The applicant, the teacher and the family are made by the test (issue 34).

test("an admin signs in with an OTP, approves a teacher, refunds an order and finds both in the audit log", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  // The people the operator acts on, each in a browser context of its own.
  const applicantContext = await browser.newContext();
  const applicant = await newApplicant(applicantContext.request);
  await applicantContext.close();
  const { teacher, page: teacherPage } = await bookableTeacher(browser, {
    subject: "Guitar",
    demoAt: "17:00",
  });
  const kyc = await submitKyc(teacherPage, teacher, { pan: "ABCPK1234L" });
  const familyContext = await browser.newContext();
  const familyPage = await familyContext.newPage();
  const family = await newFamily(familyPage.request, { lastName: `Refundee${Date.now() % 1e6}` });
  const { reference } = await purchasePack(familyPage, teacher);
  await familyContext.close();

  const admin = { email: operatorEmail(test.info().parallelIndex), password: OPERATOR_PASSWORD };
  // Making the teacher signed the operator in a moment ago: its next code waits out the resend gap.
  await passOtpCooldown(request);
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

  // Approve the applicant.
  await page.goto("/admin/queues/teacher-applicants");
  await page.getByRole("link", { name: applicant.name }).click();
  await expect(page.getByRole("heading", { name: applicant.name })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await main.getByLabel("Decision").selectOption("approved");
  await main.getByLabel("Reason").fill("Strong demo class and references");
  await main.getByRole("button", { name: "Save decision" }).click();
  await expect(page.getByText("Decision saved.")).toBeVisible();
  await expect(main.getByText("Strong demo class and references")).toBeVisible();

  // The old teacher-review page leads to the KYC queue; approve the demo teacher's KYC.
  await page.goto("/admin/reviews");
  await expect(page).toHaveURL(/\/admin\/queues\/teacher-kyc$/);
  await page.getByRole("link", { name: teacher.name }).click();
  await expect(page.getByRole("heading", { name: teacher.name })).toBeVisible();
  await expect(main.getByText("XXXXXX234L")).toBeVisible();
  await expect(main.getByText(kyc.pan)).toHaveCount(0);
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

  // Refund the family's paid order in full.
  await page.goto("/admin/orders?status=fulfilled");
  await page.getByRole("table").getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { name: `Order ${reference}` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await main.getByLabel("Reason").fill("Family moved abroad");
  await main.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(page.getByText("The order is refunded.")).toBeVisible();
  await expect(main.getByText(/Family moved abroad/)).toBeVisible();
  await expect(page.getByText("This order cannot be refunded (refunded).")).toBeVisible();

  // Both actions are in the audit log.
  await page.goto("/admin/audit");
  // .first(): making the teacher approved an applicant too.
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
  for (const path of [
    "/admin",
    "/admin/orders",
    "/admin/audit",
    `/admin/people?q=${family.name.split(" ")[1]}`,
  ]) {
    await page.goto(path);
    await expectNoHorizontalScroll(page);
  }

  // The teacher sees the KYC approved, on the dashboard and the KYC page.
  await teacherPage.goto("/em/dashboard");
  const reviews = teacherPage.getByRole("region", { name: "Your reviews" });
  await expect(reviews.getByText(/KYC:\s*approved/)).toBeVisible();
  await teacherPage.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(teacherPage);
  await teacherPage.goto("/em/kyc");
  await expect(teacherPage.getByText(/Your KYC is approved/)).toBeVisible();
  await teacherPage.context().close();
});

test("students cannot reach the console", async ({ page, request }) => {
  const res = await request.get("/admin/api/dashboard");
  expect(res.status()).toBe(401);
  await page.goto("/admin/orders");
  await expect(page).toHaveURL(/\/admin\/login/);
});
