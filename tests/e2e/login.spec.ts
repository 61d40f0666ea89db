import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Sections 1, 2 and 4 of the login flow: identifier and role, "Password", the password. */
async function loginWithPassword(
  scope: Locator,
  who: { identifier: string; teacher?: boolean },
  password: string,
) {
  await scope.getByLabel("Mobile number or e-mail").fill(who.identifier);
  if (who.teacher) await scope.getByRole("radio", { name: "Teacher" }).check();
  await scope.getByRole("button", { name: "Continue" }).click();
  await scope.getByRole("radio", { name: "Password" }).check();
  await scope.getByRole("button", { name: "Continue" }).click();
  await scope.getByLabel("Password").fill(password);
  await scope.getByRole("button", { name: "Login" }).click();
}

test("the demo student logs in with a password and lands on the student dashboard", async ({
  page,
}) => {
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Account" })
    .getByRole("button", { name: "Login" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Login" });
  await loginWithPassword(dialog, { identifier: "student@demo.tutor.example" }, "wrong-password");
  await expect(dialog.getByText("Incorrect password !!!")).toBeVisible();

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
  await page.goto("/st/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});

test("the demo teacher logs in and lands on the teacher dashboard", async ({ page }) => {
  await page.goto("/login");
  await loginWithPassword(
    page.getByRole("main"),
    { identifier: "9000000002", teacher: true },
    "Demo@1234",
  );
  await expect(page).toHaveURL(/\/em\/dashboard$/);
});
