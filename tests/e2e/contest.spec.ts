import { axeViolations, expect, expectNoHorizontalScroll, latestOtp, test } from "./fixtures";
import { ownClientAddress } from "./factories-teacher";
import { adminSignIn } from "./supply-helpers";
import { expectVisibleProgress, lessonMp4, slowUploads } from "./upload-helpers";

// An address of this file's own: the server's OTP budget is per address (factories-teacher.ts).
test.use({ extraHTTPHeaders: ownClientAddress() });

// Issue 21: a parent registers a child's video on /talent-hunt with a visible upload progress bar;
// this server's operator (never the seed's admin, issue 34) approves the entry in the moderation
// queue; a relative on a phone opens the entry's page, votes with an OTP read from the dev outbox,
// and a second vote from the same number is refused with the spec's message. Numbers are made per run (OTP cooldowns apply per number, and
// one vote per number per entry holds across runs on one database).

const ALREADY_VOTED = "Sorry... You have already done voting for this entry from this number";

const run = Date.now().toString().slice(-8);
const PARENT_MOBILE = `97${run}`;
const VOTER_MOBILE = `96${run}`;
const CHILD = `Tara ${"abcdefghij"[Number(run.at(-1))]!.toUpperCase()}ao`;

test("a parent enters a video, the admin approves it, a relative votes once from a phone", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);

  // 1. The parent registers the child's video; the progress bar shows while it uploads.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/talent-hunt?ref=grandma");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const form = page.getByRole("main");
  // Each field's message first.
  await form.getByRole("button", { name: "Register" }).click();
  await expect(form.getByText("Please type your name")).toBeVisible();
  await expect(form.getByText("Please Upload Video")).toBeVisible();
  await form.getByLabel("Child's name").fill("Tara 2");
  await form.getByLabel("Parent's mobile number").fill(PARENT_MOBILE);
  await form.getByLabel("Parent's e-mail").fill(`parent${run}@example.com`);
  await form.getByLabel("Child's age").selectOption("9");
  await form.getByLabel("Category").selectOption("Singing");
  await form.getByRole("button", { name: "Register" }).click();
  await expect(form.getByText("Please Enter Valid Name")).toBeVisible();
  await expect(form.getByText("Please accept the terms and conditions")).toBeVisible();
  await form.getByLabel("Child's name").fill(CHILD);
  await form.getByLabel(/accept the contest terms/).check();
  await form.getByLabel("Video of the performance").setInputFiles({
    name: "tara-sings.mp4",
    mimeType: "video/mp4",
    buffer: lessonMp4(1_200_000),
  });
  await slowUploads(page, 300 * 1024);
  await form.getByRole("button", { name: "Register" }).click();
  await expectVisibleProgress(page);
  await expect(page.getByText("Thank you! Your entry is in.")).toBeVisible();
  await expect(page.getByText(/password by message/)).toBeVisible();
  const entryPath = (await page
    .getByRole("link", { name: "See your entry" })
    .getAttribute("href"))!;
  expect(entryPath).toMatch(/^\/talent-hunt\/entry\/[A-Za-z0-9=_-]+$/);

  // Not public before moderation.
  expect((await page.request.get(entryPath, { headers: { accept: "text/html" } })).status()).toBe(
    404,
  );

  // 2. This server's operator approves it in the moderation queue.
  await slowUploads(page, -1);
  await adminSignIn(page, page.request);
  await page.goto("/admin/queues/contest-entries");
  await page.getByRole("link", { name: CHILD }).first().click();
  const main = page.getByRole("main");
  await main.getByLabel("Decision").selectOption("approve");
  await main.getByLabel("Reason").fill("A lovely song, fine to show");
  await main.getByRole("button", { name: "Save decision" }).click();
  await expect(page.getByText("Decision saved.")).toBeVisible();

  // 3. A relative votes from a phone with the OTP from the outbox.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await context.newPage();
  const problems: string[] = [];
  phone.on("pageerror", (e) => problems.push(e.message));
  await phone.goto(entryPath);
  await expect(phone.getByRole("heading", { name: CHILD })).toBeVisible();
  await expect(phone.getByTestId("vote-count")).toHaveText("0");
  await expectNoHorizontalScroll(phone);
  expect(await axeViolations(phone)).toEqual([]);

  const open = async () => {
    await phone.getByRole("button", { name: `Vote for ${CHILD}` }).click();
    const dialog = phone.getByRole("dialog", { name: `Vote for ${CHILD}` });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Your mobile number").fill(VOTER_MOBILE);
    await dialog.getByLabel("Your name").fill("Grandma Rao");
    await dialog.getByRole("button", { name: "Send OTP" }).click();
    return dialog;
  };

  const first = await open();
  const otp = first.getByLabel("OTP");
  await expect(otp).toBeVisible();
  await otp.fill(await latestOtp(phone.request, VOTER_MOBILE));
  await first.getByRole("button", { name: "Vote" }).click();
  await expect(first.getByText("Thank you for voting!")).toBeVisible();
  expect(await axeViolations(phone)).toEqual([]);
  await phone.keyboard.press("Escape");
  await expect(first).toBeHidden();
  await expect(phone.getByTestId("vote-count")).toHaveText("1");

  // 4. The same number again: refused with the spec's message, and the count stays.
  const second = await open();
  await expect(second.getByText(ALREADY_VOTED)).toBeVisible();
  await expect(second.getByLabel("OTP")).toHaveCount(0);
  await phone.keyboard.press("Escape");
  await phone.reload();
  await expect(phone.getByTestId("vote-count")).toHaveText("1");

  // The stars page shows the approved entry.
  await phone.goto("/music-stars");
  await expect(phone.getByRole("heading", { name: CHILD })).toBeVisible();
  await expectNoHorizontalScroll(phone);
  expect(await axeViolations(phone)).toEqual([]);
  await context.close();
  expect(problems).toEqual([]);
});
