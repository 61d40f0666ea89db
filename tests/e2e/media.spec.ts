import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import {
  axeViolations,
  expect,
  expectNoHorizontalScroll,
  loginWithPassword,
  test,
} from "./fixtures";
import { bookableTeacher, newFamily, type Person } from "./factories";
import { bookDemoWith } from "./factories-teacher";
import { expectVisibleProgress, lessonMp4, slowUploads } from "./upload-helpers";

// Issue 17: a teacher uploads a PDF and a video with visible progress, shares both with a student,
// and the student (on a phone) opens both in the viewers: the PDF in its frame, the video seekable.
// The teacher (Rohan) and the student (Aarav, who booked a free demo with him) are made by the
// test (issue 34).

const passwordOf = (person: Person, role?: "teacher") => ({
  identifier: person.email,
  password: person.password,
  role,
});

/** A new guitar teacher, signed in on nothing (its own browser context is closed again). */
async function newGuitarTeacher(browser: Browser) {
  const made = await bookableTeacher(
    browser,
    { subject: "Guitar", demoAt: "17:00" },
    { firstName: "Rohan" },
  );
  await made.page.context().close();
  return made.teacher;
}

/** A one-page worksheet, with an attached 1.5 MB of noise so the upload takes a moment. */
async function worksheetPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText("C major scale: two octaves, hands together", {
    x: 60,
    y: 760,
    size: 16,
    font,
  });
  await doc.attach(randomBytes(1_500_000), "practice-noise.bin", {
    mimeType: "application/octet-stream",
  });
  return Buffer.from(await doc.save());
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** A phone-sized page whose console errors (e.g. a refused frame) are collected like the fixture's. */
async function phone(browser: Browser, problems: string[]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console.error: ${msg.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return page;
}

async function shareWithAarav(page: Page, name: RegExp) {
  await page.getByRole("button", { name }).click();
  const dialog = page.getByRole("dialog", { name: "Share with students" });
  await dialog.getByLabel("Search your students").fill("aar");
  const aarav = dialog.getByRole("checkbox", { name: /^Aarav/ });
  await aarav.check();
  await expect(dialog.getByText("Shared with 1 student.")).toBeVisible();
  await dialog.getByRole("button", { name: "Save sharing" }).click();
  await expect(page.getByText("Media shared successfully.").last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test("a teacher uploads and shares a PDF and a video; the student opens both", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const pdf = await worksheetPdf();
  const mp4 = lessonMp4();
  const person = await newGuitarTeacher(browser);
  const familyContext = await browser.newContext();
  const familyPage = await familyContext.newPage();
  const family = await newFamily(familyPage.request, { firstName: "Aarav" });
  await bookDemoWith(familyPage, person);
  await familyContext.close();

  // The teacher, at 1280 px: the uploads page, the Recording tab, the upload modal.
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginWithPassword(page, passwordOf(person, "teacher"));
  await page.goto("/em/assignments/uploads");
  await page.getByRole("tab", { name: "Recording" }).click();
  await page.getByRole("button", { name: "Upload recording" }).click();
  const modal = page.getByRole("dialog", { name: "Upload a document or recording" });
  // A renamed file is refused in the browser already, with the spec's words.
  await modal.getByLabel(/Choose a document file/).setInputFiles({
    name: "worksheet.html",
    mimeType: "text/html",
    buffer: Buffer.from("<script>alert(1)</script>"),
  });
  await expect(modal.getByRole("alert")).toHaveText("Format should be Word document or PDF only.");
  await modal.getByLabel(/Choose a document file/).setInputFiles({
    name: "Scales worksheet.pdf",
    mimeType: "application/pdf",
    buffer: pdf,
  });
  await slowUploads(page, 400 * 1024);
  await modal.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(modal.getByRole("button", { name: "Cancel upload" })).toBeVisible();
  await shot(page, "teacher-upload-progress-1280");
  await expectVisibleProgress(modal);
  await expect(page.getByText("Media uploaded successfully.")).toBeVisible();
  await expect(modal).toBeHidden();
  const pdfCard = page
    .getByTestId("media-list-3")
    .getByRole("listitem")
    .filter({ hasText: "Scales worksheet" });
  await expect(pdfCard).toBeVisible();

  // The video from /em/uploadVideo: a file, no thumbnail; it lands on the uploads (spec 1 §2).
  await page.goto("/em/uploadVideo");
  await page.getByLabel(/Choose a video file/).setInputFiles({
    name: "Lesson 3 - G chord.mp4",
    mimeType: "video/mp4",
    buffer: mp4,
  });
  await page.getByLabel("Title (optional)").fill("Lesson 3 - G chord");
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expectVisibleProgress(page);
  await expect(page).toHaveURL(/\/em\/assignments\/uploads$/);

  // Share both with Aarav from the share popup.
  await page.getByRole("tab", { name: "Video" }).click();
  await expect(page.getByTestId("media-list-1")).toContainText("Lesson 3 - G chord");
  await shareWithAarav(page, /^Share Lesson 3 - G chord/);
  await page.getByRole("tab", { name: "Recording" }).click();
  await shareWithAarav(page, /^Share Scales worksheet/);
  await expect(page.getByTestId("media-list-3")).toContainText("shared with 1");
  await shot(page, "teacher-uploads-1280");
  expect(await axeViolations(page)).toEqual([]);

  // The student, on a phone: "Shared with me" on the dashboard's uploads tab.
  const studentProblems: string[] = [];
  const student = await phone(browser, studentProblems);
  await loginWithPassword(student, passwordOf(family));
  await student.getByRole("link", { name: "My uploads" }).click();
  await expect(student).toHaveURL(/\/st\/dashboard\?tab=uploads$/);
  await expect(student.getByRole("region", { name: "My uploads" })).toBeVisible();
  const shared = student.getByRole("region", { name: "Shared with me" });
  await shared.getByRole("tab", { name: "Recording" }).click();
  await expect(shared).toContainText(`From ${person.firstName}`);
  await expectNoHorizontalScroll(student);
  expect(await axeViolations(student)).toEqual([]);
  await shot(student, "student-shared-390");

  // The PDF opens in its viewer, framed from the authorized file route; Esc closes it.
  const openPdf = shared.getByRole("button", { name: /^Open Scales worksheet/ });
  await openPdf.click();
  const pdfViewer = student.getByRole("dialog", { name: /Scales worksheet/ });
  const frame = pdfViewer.locator("iframe");
  await expect(frame).toBeVisible();
  const pdfUrl = (await frame.getAttribute("src"))!;
  expect(pdfUrl).toMatch(/^\/media\/file\/[A-Za-z0-9+/=_-]+$/);
  await expect(pdfViewer.getByRole("link", { name: "Download document" })).toHaveAttribute(
    "href",
    pdfUrl,
  );
  const pdfResponse = await student.request.get(pdfUrl);
  expect(pdfResponse.status()).toBe(200);
  expect(pdfResponse.headers()["content-type"]).toBe("application/pdf");
  expect(pdfResponse.headers()["x-content-type-options"]).toBe("nosniff");
  // Framed by our own pages only: the route's policy, not the site-wide framing ban.
  expect(pdfResponse.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(pdfResponse.headers()["content-security-policy"]).not.toContain("frame-ancestors 'none'");
  expect(pdfResponse.headers()["x-frame-options"]).toBe("SAMEORIGIN");
  await shot(student, "student-pdf-viewer-390");
  await student.keyboard.press("Escape");
  await expect(pdfViewer).toBeHidden();
  await expect(openPdf).toBeFocused();

  // The video opens in the player; its file answers byte ranges (seeking).
  await shared.getByRole("tab", { name: "Video" }).click();
  await shared.getByRole("button", { name: /^Open Lesson 3 - G chord/ }).click();
  const videoViewer = student.getByRole("dialog", { name: /Lesson 3 - G chord/ });
  const video = videoViewer.getByTestId("media-viewer-video");
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute("controls", "");
  const videoUrl = (await video.locator("source").getAttribute("src"))!;
  const range = await student.request.get(videoUrl, { headers: { Range: "bytes=1000-1999" } });
  expect(range.status()).toBe(206);
  expect(range.headers()["content-range"]).toBe(`bytes 1000-1999/${mp4.length}`);
  expect((await range.body()).equals(mp4.subarray(1000, 2000))).toBe(true);
  await shot(student, "student-video-viewer-390");
  await student.keyboard.press("Escape");
  await expect(videoViewer).toBeHidden();

  // The file's address alone opens nothing for someone signed out.
  const anonymous = await browser.newContext();
  const refused = await anonymous.request.get(new URL(pdfUrl, page.url()).toString());
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  await anonymous.close();
  expect(studentProblems, "the student's page logged errors").toEqual([]);
  await student.context().close();
});

test("a big video goes up in resumable chunks and lands on the uploads", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const big = lessonMp4(17 * 1024 * 1024);
  const chunks: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/media-uploads")) chunks.push(request.method());
  });
  const teacher = await newGuitarTeacher(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginWithPassword(page, passwordOf(teacher, "teacher"));
  await page.goto("/em/uploadVideo");
  await expectNoHorizontalScroll(page);
  await page.getByLabel(/Choose a video file/).setInputFiles({
    name: "Recital rehearsal.mp4",
    mimeType: "video/mp4",
    buffer: big,
  });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page).toHaveURL(/\/em\/assignments\/uploads$/, { timeout: 60_000 });
  // One opening call, then 8 MiB chunks at their offsets (17 MiB: three of them).
  expect(chunks).toEqual(["POST", "PUT", "PUT", "PUT"]);
  await page.getByRole("tab", { name: "Video" }).click();
  await expect(page.getByTestId("media-list-1")).toContainText("Recital rehearsal.mp4");
  await shot(page, "teacher-uploads-video-390");
});
