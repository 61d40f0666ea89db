import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, fillVerifiedSignup } from "./fixtures";

/**
 * Helpers of the teacher-supply journey (issue 35): people made through the UI with names, e-mails
 * and mobiles unique to the run, so the spec runs beside the others.
 */
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** A word of letters only (search and name rules), different on every run. */
export function uniqueWord(length = 7): string {
  let word = "";
  for (let i = 0; i < length; i++) word += LETTERS[Math.floor(Math.random() * LETTERS.length)];
  return word[0]!.toUpperCase() + word.slice(1);
}

/** A 10-digit Indian mobile (starting 6–9) unlikely to be used by another journey. */
export function uniqueMobile(): string {
  return `${6 + Math.floor(Math.random() * 4)}${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

/**
 * A page of a new browser context that fails the test on console errors, as the fixture's page,
 * except those `expected` (e.g. the 429 of an admin code asked for again within its wait).
 */
export async function watchedPage(browser: Browser, expected: RegExp[] = []) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() !== "error" || expected.some((re) => re.test(msg.text()))) return;
    problems.push(`console.error: ${msg.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return {
    page,
    async close() {
      await context.close();
      expect(problems, "the page logged errors").toEqual([]);
    },
  };
}

/** Signs up through /login's "Sign up as a …" dialog (verified mobile) and waits for the landing. */
export async function signUpThroughUi(
  page: Page,
  request: APIRequestContext,
  who: {
    role: "student" | "teacher";
    name: string;
    email: string;
    mobile: string;
    stream?: string;
  },
) {
  await page.goto("/login");
  const dialog = await fillVerifiedSignup(page, request, who);
  if (who.stream) await dialog.getByLabel("Stream").selectOption({ label: who.stream });
  await dialog.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(
    who.role === "teacher" ? /\/em\/teacherResume$/ : /\/st\/dashboard$/,
    { timeout: 15_000 },
  );
}

const PDF = Buffer.from("%PDF-1.4\n% e2e document\n%%EOF\n");
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(4)]);

/** On /em/teacherResume: a resume and an intro video, the agreement, then the thank-you page. */
export async function sendResumeThroughUi(page: Page) {
  await page.goto("/em/teacherResume");
  await page.getByLabel("Resume (PDF, JPG or PNG, up to 5 MB)").setInputFiles({
    name: "cv.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await page.getByLabel("Introduction video (MP4 or WebM, up to 100 MB)").setInputFiles({
    name: "intro.mp4",
    mimeType: "video/mp4",
    buffer: MP4,
  });
  await page.getByLabel(/I agree that the team may review/).check();
  await page.getByRole("button", { name: "Upload resume" }).click();
  await expect(page).toHaveURL(/\/em\/thank-you$/);
}

/** The dashboard's checklist heading: "Start teaching: N of 6 steps done". */
export const checklist = (page: Page) => page.getByRole("region", { name: /Start teaching/ });
