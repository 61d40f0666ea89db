import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** A seeded course of the Guitar subject: journeys book it with a Guitar teacher they made. */
export const GUITAR_COURSE = "guitar-for-beginners";

/**
 * On the demo chooser (/st/book-demo/{course}), picks the first date that offers a time with
 * `teacherName` with seats left and checks it. Returns the time's label as shown (e.g. "Sat 5:00 PM (IST)").
 */
export async function chooseTeacherTime(page: Page, teacherName: string): Promise<string> {
  const tabs = page.getByRole("tablist", { name: "Dates with free demo times" }).getByRole("tab");
  const option = page
    .getByRole("tabpanel")
    .getByRole("radio", { name: new RegExp(`${teacherName}(?! · Full)`) });
  let found = false;
  for (let i = 0; i < (await tabs.count()) && !found; i++) {
    // Until the date is selected: a tap before the chooser has hydrated does nothing.
    await expect(async () => {
      await tabs.nth(i).click();
      await expect(tabs.nth(i)).toHaveAttribute("aria-selected", "true", { timeout: 1_000 });
    }).toPass();
    found = (await option.count()) > 0;
  }
  expect(found, `a demo time of ${teacherName} within two weeks`).toBe(true);
  await option.first().check();
  return (await option.first().locator("xpath=..").innerText()).split("\n")[0]!;
}

/** Books the chosen demo time: "Book free demo", then "Confirm booking" in the dialog. */
export async function confirmDemoBooking(page: Page) {
  await page.getByRole("button", { name: "Book free demo" }).click();
  await page
    .getByRole("dialog", { name: "Confirm your free demo" })
    .getByRole("button", { name: "Confirm booking" })
    .click();
}
