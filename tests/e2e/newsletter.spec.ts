import { expect, test } from "./fixtures";

test("a visitor subscribes to the newsletter from the footer", async ({ page }) => {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Newsletter" });
  const email = form.getByLabel("Your e-mail for new courses and offers");

  await email.fill("not-an-email");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");

  await email.fill(`parent.${Date.now()}@example.com`);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(
    page.getByText("Thank you for subscribing! Watch your inbox for new courses."),
  ).toBeVisible();
  await expect(email).toHaveValue("");
});
