import { WEEKDAY_NAMES } from "@/lib/scheduling/availability/schemas";
import { approveApplicant, makeBookable, newFamily, operatorRequest } from "./factories";
import { bookDemoWith } from "./factories-teacher";
import { expect, expectNoHorizontalScroll, latestOtp, serverNow, test } from "./fixtures";
import { signUpThroughUi, uniqueMobile, uniqueWord } from "./supply-helpers";

// A new teacher (made by the test: signed up through the UI) sends a resume, is approved by this
// server's operator, sets a price, completes KYC with an OTP and takes leave over a week in which a
// new family booked a free demo with them (issue 34: no seeded teacher or family).

const PDF = Buffer.from("%PDF-1.4\n% e2e document\n%%EOF\n");
/** A PNG's signature and the head of its IHDR chunk (file-type reads the first chunk). */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from("IHDR"),
]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(4)]);

/** A teacher-local date (IST) `days` from `now` (the worker's server clock), as date inputs take it. */
function istDate(now: Date, days: number): string {
  const ist = new Date(now.getTime() + 330 * 60_000 + days * 86_400_000);
  return ist.toISOString().slice(0, 10);
}

test("a teacher uploads a resume, sets a price, completes KYC with an OTP and takes leave; families get substitutes or their credit back", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const now = await serverNow(request);
  const mobile = uniqueMobile();
  const lastName = uniqueWord(9);
  const teacher = {
    role: "teacher" as const,
    name: `Tara ${lastName}`,
    email: `tara.${lastName}@e2e.example`.toLowerCase(),
    mobile,
    stream: "Music",
  };
  // What a family of a class on the leave is told (the substitute's notice says "please teach").
  const familyNotice = new RegExp(`${teacher.name} is on leave(,| and)`);
  const registered = page.waitForResponse((r) => r.url().includes("/userRegistrationTeacher"));
  await signUpThroughUi(page, request, teacher);
  const { userId } = (await (await registered).json()) as { userId: number };

  // Resume and video, then the thank-you page.
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
  await page.getByRole("button", { name: "Upload resume" }).click();
  await expect(page.getByText("Please accept the agreement.")).toBeVisible();
  await page.getByLabel(/I agree that the team may review/).check();
  await page.getByRole("button", { name: "Upload resume" }).click();
  await expect(page).toHaveURL(/\/em\/thank-you$/);
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();

  // This server's operator approves the application (the admin journey does it in the console).
  const operator = await operatorRequest();
  await approveApplicant(operator, {
    ...teacher,
    id: userId,
    firstName: "Tara",
    countryCode: "+91",
    password: "",
  });
  await operator.dispose();

  // The teaching profile, and free demo times on tomorrow's weekday only (so the demo a new
  // family books below is on the leave's dates).
  await makeBookable(page, { subject: "Guitar", price: 750, demoAt: "17:00" });
  const tomorrow = new Date(`${istDate(now, 1)}T00:00:00Z`).getUTCDay();
  const demo = { start_time: "17:00", duration: 60, is_demo_slot: true, capacity: 1 };
  const slots = await page.request.post("/em/saveTeacherSchedules", {
    data: {
      schedules: WEEKDAY_NAMES.map((_, day) =>
        day === tomorrow ? [{ ...demo, subject_id: null }] : [],
      ),
    },
  });
  expect(slots.status()).toBe(200);

  // Price per class and pack.
  await page.goto("/em/dashboard");
  await page.getByRole("link", { name: "Price and profile" }).click();
  await expect(page).toHaveURL(/\/em\/settings$/);
  await page.getByLabel("Price per class (₹)").fill("20");
  await page.getByRole("button", { name: "Save price and pack" }).click();
  await expect(page.getByText(/Enter your price per class in whole rupees/)).toBeVisible();
  await page.getByLabel("Price per class (₹)").fill("750");
  await page.getByLabel("Pack name").fill("Monthly 8 classes");
  await page.getByLabel("Classes in the pack").fill("8");
  await page.getByRole("button", { name: "Save price and pack" }).click();
  await expect(page.getByText("Your price and pack are saved.")).toBeVisible();

  // KYC: a malformed PAN is refused beside the field; the declaration is confirmed by OTP.
  await page.goto("/em/kyc");
  await page.getByLabel("Account holder's name").fill(teacher.name);
  await page.getByLabel("Bank", { exact: true }).fill("State Bank of India");
  await page.getByLabel("Account number").fill("123456789012");
  await page.getByLabel("IFSC").fill("SBIN0001234");
  await page.getByLabel("PAN", { exact: true }).fill("ABCDE12345");
  await page.getByLabel("Address", { exact: true }).fill("12 MG Road, Bengaluru");
  const files = [
    [/Cancelled cheque/, "ccp.pdf", "application/pdf", PDF],
    [/Address proof/, "address.png", "image/png", PNG],
    [/PAN card/, "pan.pdf", "application/pdf", PDF],
  ] as const;
  for (const [label, name, mimeType, buffer] of files) {
    await page.getByLabel(label).setInputFiles({ name, mimeType, buffer });
  }
  await page.getByLabel(/I declare that the details/).check();
  await expect(page.getByRole("button", { name: "Save KYC details" })).toBeDisabled();
  await page.getByRole("button", { name: "Send OTP" }).click();
  const code = await latestOtp(request, `+91${mobile}`);
  await page.getByLabel("OTP", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page.getByText("Declaration confirmed by OTP.")).toBeVisible();
  await page.getByRole("button", { name: "Save KYC details" }).click();
  await expect(page.getByText(/Please enter a valid PAN/)).toBeVisible();
  await page.getByLabel("PAN", { exact: true }).fill("ABCPM1234K");
  await page.getByRole("button", { name: "Save KYC details" }).click();
  await expect(page).toHaveURL(/\/em\/dashboard$/);
  await page.goto("/em/kyc");
  await expect(page.getByText("Your KYC is waiting for review.")).toBeVisible();
  await expect(page.getByText("XXXXXX234K")).toBeVisible();
  await expect(page.getByText("ABCPM1234K")).toHaveCount(0);

  // A new family books a free demo with the teacher.
  const familyContext = await browser.newContext();
  const familyPage = await familyContext.newPage();
  await newFamily(familyPage.request);
  await bookDemoWith(familyPage, teacher);
  await familyContext.close();

  // Leave over the next week of booked classes: preview, then confirm.
  await page.goto("/em/dashboard");
  await page.getByRole("link", { name: "Leave", exact: true }).click();
  await expect(page).toHaveURL(/\/em\/leave$/);
  await page.getByLabel("From").fill(istDate(now, 1));
  await page.getByLabel("To").fill(istDate(now, 7));
  const classes = page.getByText(/^\d+ class(es)? on these dates:$/);
  await expect(classes).toBeVisible();
  const count = Number((await classes.textContent())!.split(" ")[0]);
  expect(count).toBeGreaterThan(0);
  await page.getByLabel("Leave type").selectOption("sick");
  await page.getByRole("button", { name: "Preview leave" }).click();
  const preview = page.getByRole("dialog", { name: "Confirm your leave" });
  await expect(preview.getByRole("listitem")).toHaveCount(count);
  await expectNoHorizontalScroll(page);
  await preview.getByRole("button", { name: "Confirm leave" }).click();
  await expect(page.getByText("Leave applied")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: istDate(now, 1) })).toContainText(
    "to substitutes",
  );

  // Every family of those classes was told: a substitute at the same time, or the credit back.
  await expect
    .poll(async () => {
      const res = await request.get("/api/dev/outbox");
      const body = (await res.json()) as { messages: { body: string }[] };
      return body.messages.filter((m) => familyNotice.test(m.body)).length;
    })
    .toBeGreaterThan(0);
  const res = await request.get("/api/dev/outbox");
  const notices = ((await res.json()) as { messages: { body: string }[] }).messages.filter((m) =>
    familyNotice.test(m.body),
  );
  for (const n of notices) {
    expect(n.body).toMatch(/will be taught by .+ at the same time|credit is back in your pack/);
  }
});
