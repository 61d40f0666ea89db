import type { APIRequestContext } from "@playwright/test";
import { axeViolations, expect, expectNoHorizontalScroll, latestOtp, test } from "./fixtures";
import { newFamily } from "./factories";

// Issue 22: the signed link in a marketing message (a referral invitation by SMS) unsubscribes the
// number without a login; a later invitation from another referrer is dropped, an OTP still comes.
const stamp = Date.now();
/** A fresh Indian mobile for this run. */
const mobile = `7${String(stamp).slice(-9)}`;
const e164 = `+91${mobile}`;

async function outboxBodies(request: APIRequestContext): Promise<string[]> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(e164)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { messages: { body: string }[] }).messages.map((m) => m.body);
}

async function invite(page: import("@playwright/test").Page) {
  await page.goto("/st/referrals");
  await page.getByRole("button", { name: "Invite friends by SMS" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite friends" });
  await dialog.getByLabel("Mobile numbers").fill(mobile);
  await dialog.getByRole("button", { name: "Send invitations" }).click();
  await expect(dialog.getByText(/sent|invited/i).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("region", { name: "Invited" })).toContainText(mobile);
}

test("an unsubscribe link stops marketing messages but not an OTP", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // A family invites a friend: a marketing SMS with the signed unsubscribe link.
  const referrer = await browser.newContext();
  const page = await referrer.newPage();
  await newFamily(page.request);
  await invite(page);
  let link = "";
  await expect
    .poll(async () => {
      link =
        /https?:\/\/\S+\/unsubscribe\/[\w.-]+/.exec((await outboxBodies(request))[0] ?? "")?.[0] ??
        "";
      return link;
    })
    .not.toBe("");
  await referrer.close();

  // The friend opens the link: no login, a reason is required, then the site root.
  const friendContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const friend = await friendContext.newPage();
  await friend.goto(new URL(link).pathname);
  await expect(friend.getByRole("heading", { level: 1, name: "Unsubscribe" })).toBeVisible();
  await expectNoHorizontalScroll(friend);
  expect(await axeViolations(friend)).toEqual([]);
  await friend.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(friend.getByText("Please Select a Reason")).toBeVisible();
  await friend.getByLabel("Why are you unsubscribing?").selectOption("never_signed_up");
  await friend.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(friend.getByText(/You have been unsubscribed/)).toBeVisible();
  await expect(friend).toHaveURL(/\/$/, { timeout: 10_000 });

  // Another referrer (another family) invites the same number: nothing reaches it.
  const siblingContext = await browser.newContext();
  const sibling = await siblingContext.newPage();
  await newFamily(sibling.request);
  await invite(sibling);
  await siblingContext.close();
  expect(await outboxBodies(request)).toHaveLength(1);

  // A sign-in code to the same number still goes.
  const sent = await friend.request.post("/send-otp-for-register", {
    data: { name: "Friend Unsubscribed", mobile: e164 },
  });
  expect(await sent.json()).toMatchObject({ sendOTP: "true" });
  expect(await latestOtp(request, e164)).toMatch(/^[0-9]{6}$/);
  const bodies = await outboxBodies(request);
  expect(bodies).toHaveLength(2);
  expect(bodies.filter((b) => b.includes("/unsubscribe/"))).toHaveLength(1);
  await friendContext.close();
});
