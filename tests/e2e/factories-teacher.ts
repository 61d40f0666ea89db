import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { chooseTeacherTime, confirmDemoBooking, GUITAR_COURSE } from "./demo-booking";
import { bookableTeacher, newFamily, type Person, type TeachingOffer } from "./factories";
import { encodeId } from "@/lib/ids";
import { expect, latestOtp, moveClock } from "./fixtures";

/**
 * Teacher-side history made through the product's calls (issue 34): a teacher's KYC, a family that
 * booked a class with the teacher (so the two may chat and share media). Builds on factories.ts.

 */

const PDF = Buffer.from("%PDF-1.4\n% e2e document\n%%EOF\n");
/** A PNG's signature and the head of its IHDR chunk (file-type reads the first chunk). */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from("IHDR"),
]);

/** The bank and tax details of a KYC submission (the /em/kyc form's fields). */
export interface KycDetails {
  accountHolderName: string;
  bank: string;
  accountNumber: string;
  ifsc: string;
  /** A valid PAN; the teacher and an admin see it masked as XXXXXX + its last four characters. */
  pan: string;
  address: string;
}

async function ok(res: Awaited<ReturnType<APIRequestContext["post"]>>, what: string) {
  const text = await res.text();
  expect(res.status(), `${what}: ${text.slice(0, 300)}`).toBe(200);
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * The signed-in teacher on `page` submits a KYC as /em/kyc does: the declaration's OTP is sent
 * (POST /em/sendOTPForValidation, to the teacher's own mobile), read from the dev outbox and
 * verified (POST /em/verifyOTPForValidation), then the details and three documents (a cancelled
 * cheque, an address proof, a PAN card) are saved (POST /em/saveKYCData, multipart). The KYC is
 * then "pending" in the console's teacher-kyc queue. `teacher` is the person the page is signed
 * in as (its mobile receives the code); `details` overrides the defaults. Answers the details sent.
 */
export async function submitKyc(
  page: Page,
  teacher: Pick<Person, "name" | "mobile" | "countryCode">,
  details: Partial<KycDetails> = {},
): Promise<KycDetails> {
  const kyc: KycDetails = {
    accountHolderName: teacher.name,
    bank: "State Bank of India",
    accountNumber: "123456789012",
    ifsc: "SBIN0001234",
    pan: "ABCPK1234L",
    address: "12 MG Road, Bengaluru",
    ...details,
  };
  await ok(await page.request.post("/em/sendOTPForValidation", { data: {} }), "KYC OTP");
  const code = await latestOtp(page.request, `${teacher.countryCode}${teacher.mobile}`);
  await ok(
    await page.request.post("/em/verifyOTPForValidation", { data: { otp: code } }),
    "KYC OTP check",
  );
  await ok(
    await page.request.post("/em/saveKYCData", {
      multipart: {
        ccp: { name: "ccp.pdf", mimeType: "application/pdf", buffer: PDF },
        address_proof: { name: "address.png", mimeType: "image/png", buffer: PNG },
        pan_proof: { name: "pan.pdf", mimeType: "application/pdf", buffer: PDF },
        declaration: "1",
        pan: kyc.pan,
        gstNumber: "",
        account_holder_name: kyc.accountHolderName,
        bank: kyc.bank,
        ifsc: kyc.ifsc,
        acno: kyc.accountNumber,
        addr: kyc.address,
      },
    }),
    "KYC",
  );
  return kyc;
}

/**
 * The signed-in family on `page` books a free demo with `teacher` (a Guitar teacher with demo
 * times) through the seeded guitar course's chooser: the first date that offers the teacher.
 * Afterwards the two are linked (they may chat, the teacher may share media with the child).
 * Answers the time's label as the chooser showed it.
 */
export async function bookDemoWith(page: Page, teacher: Pick<Person, "name">): Promise<string> {
  await page.goto(`/st/book-demo/${GUITAR_COURSE}`);
  const label = await chooseTeacherTime(page, teacher.name);
  await confirmDemoBooking(page);
  await expect(page).toHaveURL(/\/demo-booked-successfully\//);
  return label;
}

/**
 * A bookable Guitar teacher (bookableTeacher) and a new family that booked a free demo with them,
 * each signed in on a page of a browser context of its own (close both contexts when done).
 */
export async function teacherWithStudent(
  browser: Browser,
  offer: Partial<TeachingOffer> = {},
  names: {
    teacher?: { firstName?: string; lastName?: string };
    family?: { firstName?: string };
  } = {},
): Promise<{ teacher: Person; teacherPage: Page; family: Person; familyPage: Page }> {
  const { teacher, page: teacherPage } = await bookableTeacher(
    browser,
    { subject: "Guitar", demoAt: "17:00", ...offer },
    names.teacher,
  );
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const familyPage = await context.newPage();
  const family = await newFamily(familyPage.request, names.family);
  await bookDemoWith(familyPage, teacher);
  return { teacher, teacherPage, family, familyPage };
}

/**
 * A bookable Guitar teacher (bookableTeacher, in a browser context of its own: close
 * `teacherPage.context()` when done) with one written review and the teacher's reply, made as the
 * product makes them: a new family books a free demo, the teacher starts the class and the child is
 * marked present (this worker's server clock moved to the class), the family rates it with
 * `comment` after it ended, and the teacher publishes `reply` under the review on their public page.
 * The server clock is put back to the machine's time afterwards. Answers the public page's path.
 */
export async function reviewedTeacher(
  browser: Browser,
  review: { comment: string; reply: string; rating?: number },
  names: { firstName?: string; lastName?: string } = {},
): Promise<{ teacher: Person; teacherPage: Page; profilePath: string }> {
  const { teacher, page: teacherPage } = await bookableTeacher(
    browser,
    { subject: "Guitar", demoAt: "17:00" },
    names,
  );
  const familyContext = await browser.newContext();
  const familyPage = await familyContext.newPage();
  const family = familyPage.request;
  await newFamily(family);
  await bookDemoWith(familyPage, teacher);
  const upcoming = await family.get("/get-all-upcoming-classes?page=1&limit=10");
  const [booked] = ((await upcoming.json()) as { data: { slot_id: number; starts_at: string }[] })
    .data;
  expect(booked, "the booked demo in the family's upcoming classes").toBeTruthy();
  const startsAt = new Date(booked!.starts_at).getTime();
  const profilePath = `/teacher-profile/${encodeId(teacher.id)}`;
  try {
    await moveClock(family, new Date(startsAt - 5 * 60_000));
    const started = await ok(
      await teacherPage.request.post("/api/ceate-and-join-meeting", {
        data: { slot_id: booked!.slot_id, is_demo: true },
      }),
      "start the class",
    );
    expect(started.status, JSON.stringify(started)).toBe("success");
    await ok(
      await family.post("/api/mark-attendance", { data: { slot_id: booked!.slot_id } }),
      "attendance",
    );
    await moveClock(family, new Date(startsAt + 75 * 60_000));
    await ok(
      await family.post("/api/set-rating", {
        data: { slot_id: booked!.slot_id, rating: review.rating ?? 5, comment: review.comment },
      }),
      "rating",
    );
    // The teacher's reply, from the form under the review on their own public page.
    await teacherPage.goto(profilePath);
    const item = teacherPage
      .getByTestId("reviews")
      .getByRole("listitem")
      .filter({ hasText: review.comment });
    await item.getByLabel("Your public reply (one per review)").fill(review.reply);
    await item.getByRole("button", { name: "Publish reply" }).click();
    await expect(item.getByText(`Reply from ${teacher.firstName}`)).toBeVisible();
  } finally {
    await moveClock(family, new Date());
    await familyContext.close();
  }
  return { teacher, teacherPage, profilePath };
}
