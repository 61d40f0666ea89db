import type { Page } from "@playwright/test";
import { chooseTeacherTime, confirmDemoBooking, GUITAR_COURSE } from "./demo-booking";
import { bookableTeacher, newFamily } from "./factories";
import { expect, expectNoHorizontalScroll, latestOtp, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

type Children = { userAndSiblings: { sibling_id: number; name: string }[] };

/** Adds a child to the signed-in family (the add-sibling form's call); returns its sibling id. */
async function addChild(page: Page, firstName: string, lastName: string, age: number) {
  const dob = new Date();
  dob.setUTCFullYear(dob.getUTCFullYear() - age);
  const added = await page.request.post("/submit-sibling-info", {
    data: {
      first_name: firstName,
      last_name: lastName,
      sex: 1,
      dob: dob.toISOString().slice(0, 10),
      school_name: "Delhi Public School, Pune",
    },
  });
  expect(added.status()).toBe(200);
  return ((await added.json()) as { sibling_id: number }).sibling_id;
}

// The family core from a phone (issue 16 part A; the screens come with part B): a new family
// (Aarav, with a sister Diya), signed in as Aarav, adds a child with a date of birth, switches to
// that child by the link the switcher uses, and the student area then acts as the new child;
// switching back works the same.
test("a parent adds a child and switches to it, and back", async ({ page }) => {
  const aaravPerson = await newFamily(page.request, { firstName: "Aarav" });
  const surname = aaravPerson.name.split(" ")[1]!;
  await addChild(page, "Diya", surname, 9);
  await page.goto("/st/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${aaravPerson.name}`);

  const kabir = await addChild(page, "Kabir", surname, 6);

  const family = await page.request.get("/ng-api/v1/getSelfAndSiblings");
  const names = ((await family.json()) as Children).userAndSiblings;
  expect(names.map((c) => c.name)).toEqual([
    `Aarav ${surname}`,
    `Diya ${surname}`,
    `Kabir ${surname}`,
  ]);

  await page.goto(`/switch-sibling-user/${kabir}`);
  await expect(page).toHaveURL(/\/st\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, Kabir ${surname}`);

  const self = (await (await page.request.get("/ng-api/v1/getSelfAndSiblings")).json()) as Children;
  const aarav = self.userAndSiblings.find((c) => c.name === `Aarav ${surname}`)!;
  await page.goto(`/switch-sibling-user/${aarav.sibling_id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, Aarav ${surname}`);
});

test("switching to a child of another family is refused and keeps the session", async ({
  page,
  browser,
}) => {
  const person = await newFamily(page.request, { firstName: "Aarav" });
  // Another family, made in a browser of its own: its children are outside this family.
  const otherContext = await browser.newContext();
  await newFamily(otherContext.request, { firstName: "Ishaan" });
  const theirs = (await (
    await otherContext.request.get("/ng-api/v1/getSelfAndSiblings")
  ).json()) as Children;
  await otherContext.close();
  const family = (await (
    await page.request.get("/ng-api/v1/getSelfAndSiblings")
  ).json()) as Children;
  const mine = family.userAndSiblings.map((c) => c.sibling_id);
  const other = theirs.userAndSiblings.map((c) => c.sibling_id).find((id) => !mine.includes(id));
  expect(other, "a child of the other family").toBeTruthy();
  const refused = await page.request.get(`/switch-sibling-user/${other}`);
  expect(refused.status()).toBe(403);
  await page.goto("/st/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${person.name}`);
});

// Part B, the screens: the same family from sign-up to booking, by the forms a parent uses.
const stamp = Date.now();
/** A fresh Indian mobile for this run (starts with 6, ten digits). */
const mobile = `6${String(stamp).slice(-9)}`;

async function switchTo(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Acting as" }).getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/st\/dashboard$/);
  await expect(
    page.getByRole("navigation", { name: "Acting as" }).getByText(name, { exact: true }),
  ).toHaveAttribute("aria-current", "true");
}

async function bookDemo(page: Page, teacherName: string) {
  await page.goto(`/st/book-demo/${GUITAR_COURSE}`);
  await chooseTeacherTime(page, teacherName);
  await confirmDemoBooking(page);
  await expect(page).toHaveURL(/\/demo-booked-successfully\//);
}

test("a parent signs up, adds a child, switches to them, books for both and sees one family timetable", async ({
  page,
  request,
  browser,
}) => {
  // A guitar teacher with demo times of two seats: both children can take the same one.
  const { teacher, page: teacherPage } = await bookableTeacher(browser, {
    subject: "Guitar",
    demoAt: "17:00",
    capacity: 2,
  });
  await teacherPage.context().close();

  // 1. The parent signs up by OTP (the first child is the parent's learner profile).
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign up as a student" }).click();
  const signup = page.getByRole("dialog", { name: "Sign up as a student" });
  await signup.getByLabel("Full name").fill("Meera Iyer");
  await signup.getByLabel("E-mail", { exact: true }).fill(`family.${stamp}@e2e.example`);
  await signup.getByLabel("Mobile number", { exact: true }).fill(mobile);
  await signup.getByRole("button", { name: "Send OTP" }).click();
  await signup.getByLabel("OTP", { exact: true }).fill(await latestOtp(request, mobile));
  await signup.getByRole("button", { name: "Verify" }).click();
  await expect(signup.getByText("Mobile number verified.")).toBeVisible();
  await signup.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/st\/dashboard$/);

  // 2. The dashboard asks once for the date of birth; an age outside 4–14 is refused beside it.
  const prompt = page.getByTestId("family-prompt");
  const dob = prompt.getByLabel("Meera's date of birth");
  await dob.fill("2024-01-01");
  await prompt.getByRole("button", { name: "Save" }).click();
  await expect(prompt.getByText("Age must be at least 4 years.")).toBeVisible();
  await dob.fill("2016-05-01");
  await prompt.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("family-prompt").getByText("Dates of birth")).toBeHidden();
  await expectNoHorizontalScroll(page);

  // 3. The parent adds a second child with a date of birth.
  await page.getByRole("link", { name: "Add a sibling" }).click();
  await expect(page).toHaveURL(/\/st\/add-sibling$/);
  const form = page.getByRole("form", { name: "Add a sibling" });
  await form.getByRole("button", { name: "Add sibling" }).click();
  await expect(form.getByText("First Name can not be empty")).toBeVisible();
  await expect(form.getByText("Gender can not be empty")).toBeVisible();
  await form.getByLabel("First name").fill("Diya");
  await form.getByLabel("Last name").fill("Iyer");
  await form.getByLabel("Sex").selectOption({ label: "Female" });
  await form.getByLabel("Date of birth").fill("2018-03-10");
  await form.getByLabel("School").fill("Greenwood High");
  await form.getByRole("button", { name: "Add sibling" }).click();
  await expect(page).toHaveURL(/\/st\/dashboard$/);
  await expectNoHorizontalScroll(page);

  // 4. The header now offers both children; one tap acts as Diya.
  await switchTo(page, "Diya");
  await expect(page.getByRole("heading", { name: /Welcome, Diya/ })).toBeVisible();

  // 5. Diya's demo, then Meera's at the same time: the sibling's class is warned about first.
  await bookDemo(page, teacher.name);
  await page.goto("/st/dashboard");
  await switchTo(page, "Meera");
  await page.goto(`/st/book-demo/${GUITAR_COURSE}`);
  await chooseTeacherTime(page, teacher.name);
  await page.getByRole("button", { name: "Book free demo" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm your free demo" });
  await expect(confirm.getByText(/Diya has Guitar then/)).toBeVisible();
  await confirm.getByRole("button", { name: "Change time" }).click();
  await confirmDemoBooking(page);
  await expect(page).toHaveURL(/\/demo-booked-successfully\//);

  // 6. One family timetable with both children's classes, each labelled with the first name.
  await page.goto("/st/dashboard");
  const timetable = page.getByRole("region", { name: "Family timetable" });
  await expect(timetable.getByText("Meera", { exact: true })).toBeVisible();
  await expect(timetable.getByText("Diya", { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
