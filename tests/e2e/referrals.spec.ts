import { newFamily } from "./factories";
import { axeViolations, expect, fillVerifiedSignup, test } from "./fixtures";

const stamp = Date.now();
/** A fresh Indian mobile for this run (starts with 6, ten digits). */
const mobile = `6${String(stamp).slice(-9)}`;

test("a visitor opens an invite link, signs up, and the referrer sees the invitation", async ({
  page,
  browser,
  request,
}) => {
  // The referrer (a family the test registers) copies their invite link.
  await newFamily(page.request);
  await page.goto("/st/referrals");
  await expect(page.getByRole("heading", { level: 1, name: "Refer friends" })).toBeVisible();
  const link = (await page.getByTestId("invite-link").textContent())!.trim();
  const invitePath = new URL(link).pathname;
  expect(invitePath).toMatch(/^\/invite\/[0-9]+$/);
  expect(await axeViolations(page)).toEqual([]);

  // A visitor, in their own browser, opens it and lands on the signup.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(invitePath);
  await expect(visitor).toHaveURL(/\/login$/);
  const dialog = await fillVerifiedSignup(visitor, request, {
    role: "student",
    name: "Tara Invited",
    email: `invited.${stamp}@e2e.example`,
    mobile,
  });
  await dialog.getByRole("button", { name: "Register" }).click();
  await expect(visitor).toHaveURL(/\/st\/dashboard$/);
  await visitorContext.close();

  // The referrer sees who joined with their link.
  await page.reload();
  await expect(page.getByTestId("referral-joined")).toContainText("Tara Invited");
});
