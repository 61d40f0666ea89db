import type { Browser, Page } from "@playwright/test";
import { XSS_CORPUS } from "@/lib/chat/xss-corpus";
import { bookableTeacher, newFamily, type Person } from "./factories";
import { bookDemoWith } from "./factories-teacher";
import { expect, expectNoHorizontalScroll, loginWithPassword, test } from "./fixtures";

// Issue 19: a parent (a new family's session) messages the teacher of a booked class (a new
// teacher: both made by the test, issue 34), the teacher replies, and the unread badges move, live,
// on phones. Then the XSS corpus, sent by the teacher, renders inert in the family's chat.

/**
 * A new guitar teacher and a new family (child Aarav, signed up on `page`) that booked a free demo
 * with them; the teacher's own browser context is closed again.
 */
async function teacherAndFamily(browser: Browser, page: Page) {
  const made = await bookableTeacher(
    browser,
    { subject: "Guitar", demoAt: "17:00" },
    { firstName: "Rohan" },
  );
  await made.page.context().close();
  const family = await newFamily(page.request, { firstName: "Aarav" });
  await bookDemoWith(page, made.teacher);
  return { teacher: made.teacher, family };
}

const passwordOf = (person: Person, role?: "teacher") => ({
  identifier: person.email,
  password: person.password,
  role,
});

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  return context.newPage();
}

test("a parent and the teacher chat live and the unread badges move", async ({ page, browser }) => {
  const { teacher: person, family } = await teacherAndFamily(browser, page);
  // The teacher left one unread note for the family (with a link), through the teacher's chat call.
  const noteContext = await browser.newContext();
  await loginWithPassword(await noteContext.newPage(), passwordOf(person, "teacher"));
  const note = await noteContext.request.post("/em/sendMessageToStudent", {
    data: {
      message_to: family.id,
      message: "Next week we start the G chord. Warm up with https://www.justinguitar.com/ first.",
    },
  });
  expect(note.status()).toBe(200);
  await noteContext.close();

  // The parent on a phone, with the unread note.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 360, height: 740 });
  await loginWithPassword(page, passwordOf(family));
  const parentBadge = page.getByTestId("chat-badge");
  await expect(parentBadge).toHaveAccessibleName("Chat, 1 unread");
  await parentBadge.click();
  await expect(page).toHaveURL(/\/st\/chat$/);
  await expectNoHorizontalScroll(page);
  const teacherEntry = page.getByTestId("chat-people").getByRole("button").first();
  await expect(teacherEntry).toHaveAccessibleName(new RegExp(`${person.firstName}.*1 unread`));

  // The teacher, also on a phone, has the chat open before the parent writes.
  const teacher = await phone(browser);
  await loginWithPassword(teacher, passwordOf(person, "teacher"));
  await teacher.goto("/em/chat");
  const studentEntry = teacher
    .getByTestId("chat-people")
    .getByRole("button", { name: new RegExp(family.firstName) });
  await expect(studentEntry).toHaveAccessibleName(new RegExp(`^${family.firstName}$`));

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
  await expect(studentEntry).toHaveAccessibleName(`${family.firstName}, 1 unread`);
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

test("hostile messages render as text in Chromium and run no script", async ({ page, browser }) => {
  const { teacher, family } = await teacherAndFamily(browser, page);
  await page.context().clearCookies();
  await loginWithPassword(page, passwordOf(teacher, "teacher"));
  const list = await page.request.get("/em/student-list-for-teacher-chat");
  const students = ((await list.json()) as { data: { id: number; name: string }[] }).data;
  const aarav = students.find((s) => s.name.startsWith(family.firstName))!;
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
  await loginWithPassword(page, passwordOf(family));
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
