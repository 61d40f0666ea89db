import type { Browser, Page } from "@playwright/test";
import { XSS_CORPUS } from "@/lib/chat/xss-corpus";
import { expect, expectNoHorizontalScroll, loginWithPassword, test } from "./fixtures";

// Issue 19: a parent (the demo student's session) messages the teacher of a booked class, the
// teacher replies, and the unread badges move, live, on phones. Then the XSS corpus, sent by the
// teacher, renders inert in the family's chat.

const PARENT = { identifier: "student@demo.tutor.example", password: "Demo@1234" };
const TEACHER = {
  identifier: "teacher@demo.tutor.example",
  password: "Demo@1234",
  role: "teacher" as const,
};

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  return context.newPage();
}

test("a parent and the teacher chat live and the unread badges move", async ({ page, browser }) => {
  // The parent on a phone: the seed left one unread note from the teacher.
  await page.setViewportSize({ width: 360, height: 740 });
  await loginWithPassword(page, PARENT);
  const parentBadge = page.getByTestId("chat-badge");
  await expect(parentBadge).toHaveAccessibleName("Chat, 1 unread");
  await parentBadge.click();
  await expect(page).toHaveURL(/\/st\/chat$/);
  await expectNoHorizontalScroll(page);
  const teacherEntry = page.getByTestId("chat-people").getByRole("button").first();
  await expect(teacherEntry).toHaveAccessibleName(/Rohan.*1 unread/);

  // The teacher, also on a phone, has the chat open before the parent writes.
  const teacher = await phone(browser);
  await loginWithPassword(teacher, TEACHER);
  await teacher.goto("/em/chat");
  const studentEntry = teacher.getByTestId("chat-people").getByRole("button", { name: /Aarav/ });
  await expect(studentEntry).toHaveAccessibleName(/^Aarav$/);

  // The parent opens the conversation (by keyboard): the unread note is read, the badges clear.
  await teacherEntry.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("chat-messages")).toContainText("we start the G chord");
  await expect(parentBadge).toHaveAccessibleName("Chat");
  const link = page.getByRole("link", { name: /justinguitar\.com/ });
  await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");

  // Empty messages are refused with the spec's words; then the parent writes.
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Please enter a message.")).toBeVisible();
  await page.getByLabel("Your message").fill("Hello Sir, can we move Friday's class to 6 pm?");
  await page.getByLabel("Your message").press("Control+Enter");
  await expect(page.getByRole("status").filter({ hasText: "Message sent." })).toBeVisible();

  // Live on the teacher's phone: the student's entry gets an unread badge without a reload.
  await expect(studentEntry).toHaveAccessibleName("Aarav, 1 unread");
  await expect(teacher.getByTestId("chat-badge")).toHaveAccessibleName("Chat, 1 unread");
  await studentEntry.click();
  await expect(teacher.getByTestId("chat-messages")).toContainText("move Friday's class");
  await expect(teacher.getByTestId("chat-badge")).toHaveAccessibleName("Chat");
  await teacher.getByLabel("Your message").fill("Yes, 6 pm works. See you then!");
  await teacher.getByRole("button", { name: "Send" }).click();
  await expect(teacher.getByRole("status").filter({ hasText: "Message sent." })).toBeVisible();
  await expectNoHorizontalScroll(teacher);

  // Live on the parent's phone, in the open conversation.
  await expect(page.getByTestId("chat-messages")).toContainText("Yes, 6 pm works.");
  await teacher.context().close();
});

test("hostile messages render as text in Chromium and run no script", async ({ page }) => {
  await loginWithPassword(page, TEACHER);
  const list = await page.request.get("/em/student-list-for-teacher-chat");
  const students = ((await list.json()) as { data: { id: number; name: string }[] }).data;
  const aarav = students.find((s) => s.name.startsWith("Aarav"))!;
  for (const message of XSS_CORPUS) {
    const res = await page.request.post("/em/sendMessageToStudent", {
      data: { message_to: aarav.id, message },
    });
    expect(res.status()).toBe(200);
  }
  await page.context().clearCookies();
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await loginWithPassword(page, PARENT);
  await page.goto("/st/chat");
  await page.getByTestId("chat-people").getByRole("button").first().click();
  const box = page.getByTestId("chat-messages");
  for (const message of XSS_CORPUS) await expect(box).toContainText(message);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await box.locator("script, img, svg, iframe").count()).toBe(0);
  for (const href of await box
    .locator("a")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
    expect(href).toMatch(/^https?:\/\//);
});
