import { approvedApplicant, newFamily } from "./factories";
import { expect, openLoginDialog, submitPasswordLogin, test } from "./fixtures";

// The student and the teacher are made by each test (issue 34) on a request context of their own,
// so the page itself starts signed out.

test("a student logs in with a password and lands on the student dashboard", async ({
  page,
  request,
}) => {
  const family = await newFamily(request);
  const dialog = await openLoginDialog(page);
  await submitPasswordLogin(dialog, {
    identifier: family.email,
    password: "wrong-password",
  });
  // One answer whether the account exists or the password is wrong (issue 43.13).
  await expect(dialog.getByText(/password do not match/)).toBeVisible();

  await dialog.getByLabel("Password").fill(family.password);
  await dialog.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/st\/dashboard$/);
  await expect(page.getByRole("heading", { name: /Welcome,/ })).toBeVisible();

  // The teacher area is not for students: the server sends them back to their own dashboard.
  await page.goto("/em/dashboard");
  await expect(page).toHaveURL(/\/st\/dashboard$/);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(
    page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Login" }),
  ).toBeVisible();
  // A protected page sends to a login that comes back to it.
  await page.goto("/st/dashboard");
  await expect(page).toHaveURL(/\/login\?next=%2Fst%2Fdashboard$/);
});

test("an approved teacher logs in by mobile and lands on the teacher dashboard", async ({
  page,
  request,
}) => {
  const teacher = await approvedApplicant(request);
  await page.goto("/login");
  await submitPasswordLogin(page.getByRole("main"), {
    identifier: teacher.mobile,
    password: teacher.password,
    role: "teacher",
  });
  await expect(page).toHaveURL(/\/em\/dashboard$/);
});
