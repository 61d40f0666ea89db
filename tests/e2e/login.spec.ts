import { expect, openLoginDialog, submitPasswordLogin, test } from "./fixtures";

test("the demo student logs in with a password and lands on the student dashboard", async ({
  page,
}) => {
  const dialog = await openLoginDialog(page);
  await submitPasswordLogin(dialog, {
    identifier: "student@demo.tutor.example",
    password: "wrong-password",
  });
  // One answer whether the account exists or the password is wrong (issue 43.13).
  await expect(dialog.getByText(/password do not match/)).toBeVisible();

  await dialog.getByLabel("Password").fill("Demo@1234");
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

test("the demo teacher logs in and lands on the teacher dashboard", async ({ page }) => {
  await page.goto("/login");
  await submitPasswordLogin(page.getByRole("main"), {
    identifier: "9000000002",
    password: "Demo@1234",
    role: "teacher",
  });
  await expect(page).toHaveURL(/\/em\/dashboard$/);
});
