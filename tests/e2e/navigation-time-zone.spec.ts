import type { BrowserContext, Page } from "@playwright/test";
import { axeViolations, expect, expectNoHorizontalScroll, test } from "./fixtures";

/**
 * Issue 26, items 3–4: a visitor in New York finds their way from the homepage (a phone menu on a
 * phone, the header's links on a desktop), never sees a price in ₹ (not even before the first
 * paint), reads "Times shown in New York" and switches the zone to India: IST and ₹.
 */

/**
 * Records every document of the context that ever rendered "₹" (its visible text, at any moment
 * while it loads), from an init script that runs before the page's own scripts.
 */
async function watchForRupees(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeBinding("__sawRupee", (_source, url: string) => {
    seen.push(url);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __sawRupee: (url: string) => void }).__sawRupee;
    let reported = false;
    const check = () => {
      if (reported || !document.body) return;
      if (document.body.innerText.includes("₹")) {
        reported = true;
        report(location.href);
      }
    };
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return seen;
}

/** Saves a screenshot when SHOTS_DIR is set (reviewing the screens by eye); otherwise nothing. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width}.png` });
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  const phone = viewport.width < 768;

  test(`a visitor in New York finds a teacher and a course, in $ and New York time, then switches to India (${viewport.width} px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport,
      timezoneId: "America/New_York",
      locale: "en-US",
    });
    const rupees = await watchForRupees(context);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("pageerror", (e) => problems.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(m.text());
    });

    // First visit, no cookie: the page is the New York copy from its first paint.
    await page.goto("/");
    const teachers = page.locator("#teachers article");
    await expect(teachers.first()).toContainText("$");
    expect(rupees, "a document showed ₹ to a visitor in New York").toEqual([]);
    await expect(
      page.getByRole("button", { name: /Time zone and currency: New York \$/ }),
    ).toBeVisible();
    // Subject cards and the sections lead on.
    await expect(
      page.locator("#streams").getByRole("link", { name: "Music", exact: true }),
    ).toHaveAttribute("href", "/courses/music");
    await expect(
      page.locator("#teachers").getByRole("link", { name: /All teachers/ }),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await shot(page, "home");

    if (phone) {
      const menu = page.getByRole("button", { name: "Menu" });
      await expect(menu).toHaveAttribute("aria-expanded", "false");
      await menu.click();
      await expect(menu).toHaveAttribute("aria-expanded", "true");
      const first = page.locator(`#${await menu.getAttribute("aria-controls")} a`).first();
      await expect(first).toBeFocused();
      await expectNoAxeViolations(page);
      await shot(page, "home-menu-open");
      await page.keyboard.press("Escape");
      await expect(menu).toHaveAttribute("aria-expanded", "false");
      await expect(menu).toBeFocused();
      await menu.click();
      await page
        .locator(`#${await menu.getAttribute("aria-controls")}`)
        .getByRole("link", { name: "All teachers" })
        .click();
    } else {
      await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "All teachers" })
        .click();
    }

    // Every teacher, then one of them.
    await expect(page).toHaveURL(/\/search$/);
    const card = page.locator("main article").first();
    await expect(card).toContainText("$");
    await expectNoAxeViolations(page);
    const teacherName = (await card.getByRole("heading").innerText()).trim();
    await card.getByRole("link", { name: teacherName, exact: true }).click();
    await expect(page).toHaveURL(/\/teacher-profile\//);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(teacherName);
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Teachers" }),
    ).toHaveAttribute("href", "/search");
    await expectNoAxeViolations(page);

    // A course from the homepage's cards: breadcrumbs and the zone its times are in.
    await page.goto("/");
    const course = page.locator("#courses article").first();
    const courseName = (await course.getByRole("heading").innerText()).trim();
    await course.click({ position: { x: 10, y: 10 } });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(courseName);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link")).toHaveText(["Home", "Courses", /.+/]);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(courseName);
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((s) => s.map((e) => JSON.parse(e.textContent ?? "{}") as { "@type": string }));
    expect(jsonLd.map((d) => d["@type"])).toContain("BreadcrumbList");
    const notice = page.locator("[data-time-zone-notice]");
    await expect(notice).toContainText(/Times shown in New York \(GMT−[45]\)/);
    await expect(page.locator("[data-price]").first()).toHaveText(/^\$/);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await shot(page, "course");

    // The switcher: the device's zone first, then a search for India's.
    await notice.getByRole("button", { name: "change time zone" }).click();
    const dialog = page.getByRole("dialog", { name: "Time zone and currency" });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole("list", { name: "Time zones" }).getByRole("button").first(),
    ).toContainText("New York");
    await expectNoAxeViolations(page);
    await shot(page, "switcher");
    await dialog.getByLabel("Find a city or zone").fill("kolkata");
    await dialog.getByRole("button", { name: /Kolkata \(IST, GMT\+5:30\)/ }).click();
    await expect(dialog).toBeHidden();
    await expect(notice).toContainText("Times shown in Kolkata (IST, GMT+5:30)");
    await expect(page.locator("[data-price]").first()).toHaveText(/^₹/);

    // The choice stays: a new page load keeps India's zone (the device's zone does not win back).
    await page.reload();
    await expect(page.locator("[data-time-zone-notice]")).toContainText("Kolkata (IST");
    await expect(
      page.getByRole("button", { name: /Time zone and currency: Kolkata ₹/ }),
    ).toBeVisible();

    expect(problems).toEqual([]);
    await context.close();
  });
}

test("without JavaScript the phone menu is a link to the footer's list of the same entries", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Menu" })).toHaveAttribute("href", "#site-links");
  const footer = page.getByRole("navigation", { name: "Footer" });
  await expect(footer.getByRole("link", { name: "All courses" })).toHaveAttribute(
    "href",
    "/courses",
  );
  await expect(footer.getByRole("link", { name: "All teachers" })).toHaveAttribute(
    "href",
    "/search",
  );
  await context.close();
});
