import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { adminSignIn, bookableTeacher, newFamily } from "./factories";
import { bookDemoWith } from "./factories-teacher";
import { axeViolations, expect, expectNoHorizontalScroll, latestOtp, test } from "./fixtures";

// Issue 20: a student (a new family's Aarav, who booked a demo with a new guitar teacher) posts a
// drawing; it waits for approval and is not public; the teacher of Aarav's classes approves it at
// /em/community; another new family likes and comments (the comment waits for this server's
// operator, decision 040); a logged-out visitor opens the shared link and gets the preview and the
// post. Every person is made by the test (issue 34).

const stamp = Date.now();
const TITLE = `Sunset over the hills ${stamp}`;
/** A fresh Indian mobile for the second family (starts with 7, ten digits). */
const mobile = `7${String(stamp).slice(-9)}`;

/** A small "drawing": a sun over two hills, as a real PNG. */
function drawing(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320">
    <rect width="480" height="320" fill="#fde68a"/><circle cx="240" cy="150" r="60" fill="#f97316"/>
    <path d="M0 320 Q120 180 240 320 Q360 200 480 320 Z" fill="#15803d"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  return context.newPage();
}

async function expectAxeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test("a student's drawing waits for approval, the teacher approves it, another family likes and comments, a visitor opens the shared link", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });

  // 0. A guitar teacher, and a family whose child Aarav booked a demo with them.
  const { teacher: guitarTeacher, page: teacher } = await bookableTeacher(browser, {
    subject: "Guitar",
    demoAt: "17:00",
  });
  await newFamily(page.request, { firstName: "Aarav" });
  await bookDemoWith(page, guitarTeacher);

  // 1. The parent (signed in as Aarav) opts in to community sharing, so the approved posts of the
  // family are public.
  await page.goto("/st/profile");
  const consent = page.getByRole("form", { name: "Community sharing" });
  const share = consent.getByLabel(/Show my children's approved posts to everyone/);
  await expect(share).not.toBeChecked();
  await share.check();
  await consent.getByRole("button", { name: "Save sharing choice" }).click();
  await expect(page.getByText("Public sharing is on").first()).toBeVisible();

  // 2. The post form: the spec's messages first, then the drawing with a title and a tag.
  await page.goto("/community/new");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Share your work");
  for (const tag of await page.getByRole("checkbox").all()) await tag.uncheck();
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Please enter the title.")).toBeVisible();
  await expect(page.getByText("You must check at least 1 tag")).toBeVisible();
  await expect(page.getByText("Please upload either video or image.")).toBeVisible();
  await page.getByLabel("Picture or video").setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not a drawing"),
  });
  await expect(page.getByText("Formate should be: jpg, png, webp, mp4 only")).toBeVisible();

  await page.getByLabel("Title").fill(TITLE);
  await page.getByLabel("Description").fill("Crayons and watercolour. <b>my first</b> sunset!");
  await page.getByRole("checkbox").first().check();
  await page.getByLabel("Picture or video").setInputFiles({
    name: "sunset.png",
    mimeType: "image/png",
    buffer: await drawing(),
  });
  await expectNoHorizontalScroll(page);
  await expectAxeClean(page);
  await page.getByRole("button", { name: "Share" }).click();
  await expect(
    page.getByText("Sent for approval — a teacher will check it before it appears."),
  ).toBeVisible();
  await page.getByRole("button", { name: "See your post" }).click();
  await expect(page).toHaveURL(/\/community\/post\/\d+$/);
  const postUrl = new URL(page.url()).pathname;
  const postId = Number(postUrl.split("/").pop());
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expect(page.getByText("Waiting for approval")).toBeVisible();
  // Typed HTML stays text.
  await expect(page.getByText("Crayons and watercolour. <b>my first</b> sunset!")).toBeVisible();

  // 3. Not public yet: not in the feed, and the post's address is a 404 for anyone else.
  await page.goto("/community");
  await expect(page.getByRole("link", { name: TITLE })).toHaveCount(0);
  const visitorContext = await browser.newContext();
  expect((await visitorContext.request.get(postUrl)).status()).toBe(404);
  await page.goto("/community/mine");
  await expect(
    page.getByRole("article", { name: TITLE }).getByText("Waiting for approval"),
  ).toBeVisible();

  // 4. The teacher approves it on a phone; a reject needs a reason.
  await teacher.setViewportSize({ width: 390, height: 844 });
  await teacher.goto("/em/community");
  await expect(teacher.getByRole("heading", { level: 1 })).toHaveText(
    "Posts and comments waiting for your approval",
  );
  const item = teacher.getByRole("listitem", { name: TITLE });
  await expect(item.getByRole("img", { name: TITLE })).toBeVisible();
  await expectNoHorizontalScroll(teacher);
  await expectAxeClean(teacher);
  await item.getByRole("button", { name: "Reject" }).click();
  await expect(item.getByText("Please give a reason.")).toBeVisible();
  await item.getByRole("button", { name: "Approve" }).click();
  // Said above the list, where it stays once the approved post has left the list.
  await expect(teacher.getByRole("status").filter({ hasText: TITLE })).toHaveText(
    `Approved: “${TITLE}”.`,
  );
  await expect(item).toHaveCount(0);
  await teacher.context().close();

  // 5. Another family signs up by OTP, finds the post in the feed, likes it and comments.
  const family = await phone(browser);
  await family.goto("/login");
  await family.getByRole("button", { name: "Sign up as a student" }).click();
  const signup = family.getByRole("dialog", { name: "Sign up as a student" });
  await signup.getByLabel("Full name").fill("Kavya Rao");
  await signup.getByLabel("E-mail", { exact: true }).fill(`community.${stamp}@e2e.example`);
  await signup.getByLabel("Mobile number", { exact: true }).fill(mobile);
  await signup.getByRole("button", { name: "Send OTP" }).click();
  await signup.getByLabel("OTP", { exact: true }).fill(await latestOtp(family.request, mobile));
  await signup.getByRole("button", { name: "Verify" }).click();
  await expect(signup.getByText("Mobile number verified.")).toBeVisible();
  await signup.getByRole("button", { name: "Register" }).click();
  await expect(family).toHaveURL(/\/st\/dashboard$/);

  await family.goto("/community");
  const card = family.getByRole("article", { name: TITLE });
  await expect(card).toBeVisible();
  await expectNoHorizontalScroll(family);
  await expectAxeClean(family);
  const like = card.getByRole("button", { name: /Like/ });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await like.focus();
  await family.keyboard.press("Enter");
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toContainText("1 like");
  await card.getByRole("button", { name: "Comment" }).click();
  await expect(card.getByText("Comment should be required")).toBeVisible();
  await card.getByLabel("Add a comment").fill("What lovely colours, Aarav!");
  await card.getByRole("button", { name: "Comment" }).click();
  // A child's comment waits for a moderator (decision 040): an admin approves it.
  await expect(
    card.getByText("Thank you! Your comment will appear once it is approved."),
  ).toBeVisible();
  const adminPage = await phone(browser);
  await adminSignIn(adminPage);
  await adminPage.goto("/admin/community");
  const held = adminPage.getByRole("listitem", { name: `Comment on “${TITLE}”` });
  await expect(held.getByText("What lovely colours, Aarav!")).toBeVisible();
  await held.getByRole("button", { name: "Approve" }).click();
  await expect(adminPage.getByRole("status").filter({ hasText: TITLE })).toHaveText(
    `Approved: “${TITLE}”.`,
  );
  await adminPage.context().close();
  await family.reload();
  const after = family.getByRole("article", { name: TITLE });
  await expect(after.getByText("What lovely colours, Aarav!")).toBeVisible();
  await expect(after.getByRole("button", { name: /Like/ })).toHaveAttribute("aria-pressed", "true");
  await family.context().close();

  // 6. A logged-out visitor opens the shared link (/canvas?post=): the preview tags and the post.
  const visitor = await visitorContext.newPage();
  await visitor.setViewportSize({ width: 390, height: 844 });
  await visitor.goto(`/canvas?post=${postId}`);
  await expect(visitor).toHaveURL(new RegExp(`/community/post/${postId}$`));
  await expect(visitor.locator('meta[property="og:title"]').first()).toHaveAttribute(
    "content",
    new RegExp(TITLE),
  );
  await expect(visitor.locator('meta[property="og:image"]').first()).toHaveAttribute(
    "content",
    new RegExp(`^https?://.+/community-media/${postId}`),
  );
  await expect(visitor.locator('meta[name="twitter:card"]').first()).toHaveAttribute(
    "content",
    "summary_large_image",
  );
  const ld = JSON.parse(
    (await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
  ) as { "@type"?: string; headline?: string };
  expect(ld).toMatchObject({ "@type": "SocialMediaPosting", headline: TITLE });
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expect(visitor.getByRole("img", { name: TITLE })).toBeVisible();
  await expect(visitor.getByText("What lovely colours, Aarav!")).toBeVisible();
  await expect(visitor.getByRole("link", { name: /1 like/ })).toBeVisible();
  await expectNoHorizontalScroll(visitor);
  await expectAxeClean(visitor);
  await visitorContext.close();
});
