import {
  request as requests,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from "@playwright/test";
import { WEEKDAY_NAMES, type SlotInput } from "@/lib/scheduling/availability/schemas";
import { expect, latestOtp, passOtpCooldown, serverUrl } from "./fixtures";
import { OPERATOR_PASSWORD, operatorEmail } from "./operator";
import { uniqueMobile, uniqueWord } from "./supply-helpers";

/**
 * Journeys make their own people through the product's calls (issue 34): a family, a teacher who
 * applies, is approved by this server's operator and sets a profile, a price and free times. No
 * journey reads a seeded teacher, family or admin, so none depends on another or on the seed.
 *
 * A person is made on a request context: `page.request` shares its cookies with the page, so the
 * page is signed in as the person afterwards.
 */
export interface Person {
  id: number;
  name: string;
  firstName: string;
  email: string;
  mobile: string;
  countryCode: string;
  password: string;
}

/** The password every made person has (they can also log in by OTP). */
export const PERSON_PASSWORD = "E2e-person-pass1";

async function okJson<T>(res: Awaited<ReturnType<APIRequestContext["post"]>>, what: string) {
  const text = await res.text();
  expect(res.status(), `${what}: ${text.slice(0, 300)}`).toBe(200);
  return JSON.parse(text) as T;
}

/** Verifies the mobile (registration OTP), then registers the account: signed in on `request`. */
async function register(
  request: APIRequestContext,
  role: "student" | "teacher",
  opts: { firstName?: string; lastName?: string; countryCode?: string } = {},
): Promise<Person> {
  const firstName = opts.firstName ?? (role === "teacher" ? "Tara" : "Kabir");
  const lastName = opts.lastName ?? uniqueWord(9);
  const mobile = uniqueMobile();
  const countryCode = opts.countryCode ?? "+91";
  const email = `${firstName}.${lastName}.${mobile.slice(-4)}@e2e.example`.toLowerCase();
  const sent = await okJson<{ sendOtp: string }>(
    await request.post("/ng-api/v1/sendOTPForRegistration", {
      data: {
        cust_id: mobile,
        engagement_id: role === "teacher" ? 7 : 9,
        email,
        country_code: countryCode,
      },
    }),
    "registration OTP",
  );
  expect(sent.sendOtp).toBe("true");
  const verified = await okJson<{ verified: string }>(
    await request.post("/ng-api/v1/verifyOTP", {
      data: { cust_id: mobile, otp: await latestOtp(request, mobile), country_code: countryCode },
    }),
    "verify OTP",
  );
  expect(verified.verified).toBe("true");
  const path = role === "teacher" ? "userRegistrationTeacher" : "userRegistrationStudent";
  const registered = await okJson<{ userId: number }>(
    await request.post(`/ng-api/v1/${path}`, {
      data: {
        first_name: firstName,
        last_name: lastName,
        email,
        reg_mobile_num: mobile,
        country_code: countryCode,
        user_password: PERSON_PASSWORD,
      },
    }),
    path,
  );
  return {
    id: registered.userId,
    name: `${firstName} ${lastName}`,
    firstName,
    email,
    mobile,
    countryCode,
    password: PERSON_PASSWORD,
  };
}

/** A new family (one child account on a new mobile), signed in on `request`. */
export function newFamily(
  request: APIRequestContext,
  opts: { firstName?: string; lastName?: string; countryCode?: string } = {},
): Promise<Person> {
  return register(request, "student", opts);
}

const PDF = Buffer.from("%PDF-1.4\n% e2e document\n%%EOF\n");
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(4)]);

/** A teacher who signed up and sent a resume and an intro video: waiting for approval. */
export async function newApplicant(
  request: APIRequestContext,
  opts: { firstName?: string; lastName?: string } = {},
): Promise<Person> {
  const teacher = await register(request, "teacher", opts);
  await okJson(
    await request.post("/em/saveResume", {
      multipart: {
        resume: { name: "cv.pdf", mimeType: "application/pdf", buffer: PDF },
        video: { name: "intro.mp4", mimeType: "video/mp4", buffer: MP4 },
        user_id: String(teacher.id),
        aggrement: "1",
        name: teacher.name,
      },
    }),
    "resume",
  );
  return teacher;
}

type StorageState = Awaited<ReturnType<APIRequestContext["storageState"]>>;

/** The operator's signed-in cookies, per server, kept for the worker's later tests. */
const operatorSessions = new Map<number, StorageState>();

/**
 * This server's operator (OPERATOR_* in playwright.config.ts), signed in on a request context of
 * its own (dispose it when done). The worker signs in once (the password, then the e-mailed OTP)
 * and reuses the session while the server still accepts it (8 hours of its clock): sign-in codes
 * to one address are rate limited, and a journey is not about them. A code asked for within the
 * resend gap waits by moving the server clock, not by sleeping.
 */
export async function operatorRequest(): Promise<APIRequestContext> {
  const index = test.info().parallelIndex;
  const kept = operatorSessions.get(index);
  if (kept) {
    const reused = await requests.newContext({ baseURL: serverUrl(index), storageState: kept });
    if ((await reused.get("/admin/api/dashboard")).ok()) return reused;
    await reused.dispose();
  }
  const request = await requests.newContext({ baseURL: serverUrl(index) });
  const email = operatorEmail(index);
  let res = await request.post("/admin/api/login", {
    data: { email, password: OPERATOR_PASSWORD },
  });
  if (res.status() === 429) {
    await passOtpCooldown(request);
    res = await request.post("/admin/api/login", { data: { email, password: OPERATOR_PASSWORD } });
  }
  await okJson(res, "operator password step");
  await okJson(
    await request.post("/admin/api/verify-otp", {
      data: { code: await latestOtp(request, email) },
    }),
    "operator OTP step",
  );
  operatorSessions.set(index, await request.storageState());
  return request;
}

/**
 * Signs `page`'s browser context in as this server's operator (the worker's kept session) and opens
 * the console's dashboard. admin.spec.ts signs in through /admin/login itself.
 */
export async function adminSignIn(page: Page) {
  const operator = await operatorRequest();
  await page.context().addCookies((await operator.storageState()).cookies);
  await operator.dispose();
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
}

/** The operator approves an applicant in the teacher-applicants queue. */
export async function approveApplicant(operator: APIRequestContext, applicant: Person) {
  await okJson(
    await operator.post(`/admin/api/queues/teacher-applicants/${applicant.id}`, {
      data: { decision: "approved", reason: "Clear intro video (e2e)" },
    }),
    "approval",
  );
}

export interface TeachingOffer {
  /** The main subject, as the settings page lists it (e.g. "Guitar"). */
  subject: string;
  /** Price per class in rupees. */
  price?: number;
  /** Free demo slots at this local time (HH:MM, the teacher's zone) on every day of the week. */
  demoAt?: string;
  /** Paid weekly slots at this local time on every day of the week. */
  weeklyAt?: string;
  /** Seats of each slot. */
  capacity?: number;
}

/**
 * On the approved teacher's signed-in page: the teaching profile (settings form), the price and
 * pack, and a week of slots; afterwards families can find and book the teacher.
 */
export async function makeBookable(page: Page, offer: TeachingOffer) {
  await page.goto("/em/settings#teaching-profile");
  await page.getByLabel("Main subject you teach").selectOption({ label: offer.subject });
  await page.getByLabel("Headline").fill(`${offer.subject} teacher for curious children`);
  await page
    .getByLabel("About you")
    .fill("Ten years of teaching children online, patient and warm.");
  await page.getByLabel("Languages you teach in (comma-separated)").fill("English, Hindi");
  await page.getByLabel("Years of teaching").fill("10");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText(/Your teaching profile is saved/).first()).toBeVisible();

  await okJson(
    await page.request.post("/api/update-teacher-price-name-and-count", {
      data: {
        price: offer.price ?? 900,
        price_usd: null,
        pack_name: "Monthly 8 classes",
        class_count: 8,
      },
    }),
    "price and pack",
  );
  const day: SlotInput[] = [];
  const slot = (start_time: string, is_demo_slot: boolean): SlotInput => ({
    start_time,
    duration: 60,
    is_demo_slot,
    capacity: offer.capacity ?? 1,
    subject_id: null,
  });
  if (offer.demoAt) day.push(slot(offer.demoAt, true));
  if (offer.weeklyAt) day.push(slot(offer.weeklyAt, false));
  await okJson(
    await page.request.post("/em/saveTeacherSchedules", {
      data: { schedules: WEEKDAY_NAMES.map(() => day) },
    }),
    "weekly slots",
  );
}

/** A new teacher applicant (on `request`) approved by this server's operator. */
export async function approvedApplicant(
  request: APIRequestContext,
  opts: { firstName?: string; lastName?: string } = {},
): Promise<Person> {
  const teacher = await newApplicant(request, opts);
  const operator = await operatorRequest();
  await approveApplicant(operator, teacher);
  await operator.dispose();
  return teacher;
}

/**
 * A bookable teacher made on `page` itself (so the test's own page, with its console checks, is
 * signed in as the teacher): applies, is approved by this server's operator, offers `offer`.
 */
export async function teacherOn(
  page: Page,
  offer: TeachingOffer,
  opts: { firstName?: string; lastName?: string } = {},
): Promise<Person> {
  const teacher = await approvedApplicant(page.request, opts);
  await makeBookable(page, offer);
  return teacher;
}

/**
 * A teacher families can book, made in a browser context of its own (returned, signed in as the
 * teacher; close `page.context()` when done): teacherOn on a new page.
 */
export async function bookableTeacher(
  browser: Browser,
  offer: TeachingOffer,
  opts: { firstName?: string; lastName?: string } = {},
): Promise<{ teacher: Person; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const teacher = await teacherOn(page, offer, opts);
  return { teacher, page };
}

/**
 * Finds a teacher by name in the search (as a family does) and opens their public profile from the
 * results. Answers the profile's path.
 */
export async function openProfileFromSearch(page: Page, teacherName: string): Promise<string> {
  await page.goto(`/search?text=${encodeURIComponent(teacherName)}`);
  await page
    .getByRole("region", { name: "Results" })
    .getByRole("link", { name: teacherName, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/teacher-profile\/[A-Za-z0-9+/=%_-]+$/);
  return new URL(page.url()).pathname;
}
