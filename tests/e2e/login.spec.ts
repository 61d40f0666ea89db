import { expect, test } from "./fixtures";

test("the demo student logs in with a password and lands on the student dashboard", async ({
  page,
}) => {
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Account" })
    .getByRole("link", { name: "Login" })
    .click();
  await page.getByLabel("E-mail or mobile number").fill("student@demo.tutor.example");
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Incorrect password !!!")).toBeVisible();

  await page.getByLabel("Password").fill("Demo@1234");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/st\/dashboard$/);
  await expect(page.getByRole("heading", { name: /Welcome,/ })).toBeVisible();

  // The teacher area is not for students: the server sends them back to their own dashboard.
  await page.goto("/em/dashboard");
  await expect(page).toHaveURL(/\/st\/dashboard$/);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(
    page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Login" }),
  ).toBeVisible();
  await page.goto("/st/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});

test("the demo teacher logs in and lands on the teacher dashboard", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("radio", { name: "Teacher" }).check();
  await page.getByLabel("E-mail or mobile number").fill("9000000002");
  await page.getByLabel("Password").fill("Demo@1234");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/em\/dashboard$/);
});
