import type { Locator, Page } from "@playwright/test";
import {
  axeViolations,
  expect,
  expectNoHorizontalScroll,
  fillVerifiedSignup,
  latestOtp,
  passOtpCooldown,
  openLoginDialog as openHeaderLoginDialog,
  submitPasswordLogin,
  test,
} from "./fixtures";
import { approvedApplicant, bookableTeacher, newFamily, openProfileFromSearch } from "./factories";

const stamp = Date.now();
/** A fresh Indian mobile per run and per use (starts with 7, ten digits). */
const uniqueMobile = (n: number) => `7${String(stamp + n).slice(-9)}`;

async function openLoginDialog(page: Page): Promise<Locator> {
  const dialog = await openHeaderLoginDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("signup", () => {
  test("a student signs up with a verified mobile and lands on the student dashboard", async ({
    page,
    request,
  }) => {
    const mobile = uniqueMobile(1);
    const login = await openLoginDialog(page);
    await login.getByRole("button", { name: "Sign up as a student" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign up as a student" });
    await expect(dialog.getByLabel("Full name")).toBeFocused();

    await dialog.getByLabel("Full name").fill("Meera Iyer");
    await dialog.getByLabel("E-mail", { exact: true }).fill(`student.${stamp}@e2e.example`);
    await expect(dialog.getByLabel("Country code")).toHaveValue("+91");
    await dialog.getByLabel("Mobile number", { exact: true }).fill("12345");
    await dialog.getByRole("button", { name: "Send OTP" }).click();
    await expect(dialog.getByText("Please Fill Correct Mobile Number")).toBeVisible();

    // Register before verifying the mobile.
    await dialog.getByLabel("Mobile number", { exact: true }).fill(mobile);
    await dialog.getByRole("button", { name: "Register" }).click();
    await expect(dialog.getByText("Please verify your mobile first")).toBeVisible();

    await dialog.getByRole("button", { name: "Send OTP" }).click();
    const otpInput = dialog.getByLabel("OTP", { exact: true });
    await expect(otpInput).toBeFocused();
    const verify = dialog.getByRole("button", { name: "Verify" });
    await otpInput.fill("1234");
    await expect(verify).toBeDisabled();
    await otpInput.fill(await latestOtp(request, mobile));
    await verify.click();
    await expect(dialog.getByText("Mobile number verified.")).toBeVisible();

    await dialog.getByRole("button", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/st\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Welcome, Meera Iyer" })).toBeVisible();

    // A logged-in student who opens the teacher area is sent back to their own dashboard.
    await page.goto("/em/dashboard");
    await expect(page).toHaveURL(/\/st\/dashboard$/);
  });

  test("a teacher signs up and lands on the teacher resume page", async ({ page, request }) => {
    const mobile = uniqueMobile(2);
    await page.goto("/login");
    const dialog = await fillVerifiedSignup(page, request, {
      role: "teacher",
      name: "Kabir Sen Gupta",
      email: `teacher.${stamp}@e2e.example`,
      mobile,
    });

    await dialog.getByRole("button", { name: "Register" }).click();
    await expect(dialog.getByText("Please select a stream.")).toBeVisible();
    await dialog.getByLabel("Stream").selectOption({ index: 1 });
    await dialog.getByLabel("Remark (optional)").fill("Ten years of teaching the sitar.");
    await dialog.getByRole("button", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/em\/teacherResume$/);
  });
});

test.describe("login", () => {
  test("a student logs in by OTP and picks one account of a shared mobile", async ({
    page,
    request,
  }) => {
    // A new family (made on a request context of its own); a second child, Diya, registers on
    // the family's verified mobile as the signup does (code, check, registration): two accounts
    // share it.
    const family = await newFamily(request, { firstName: "Aarav" });
    await passOtpCooldown(request);
    const mobile = { cust_id: family.mobile, country_code: family.countryCode };
    const sent = await request.post("/ng-api/v1/sendOTPForRegistration", {
      data: { ...mobile, engagement_id: 9, email: `diya.${stamp}@e2e.example` },
    });
    expect(await sent.json()).toMatchObject({ sendOtp: "true" });
    const verified = await request.post("/ng-api/v1/verifyOTP", {
      data: { ...mobile, otp: await latestOtp(request, family.mobile) },
    });
    expect(await verified.json()).toMatchObject({ verified: "true" });
    const diya = await request.post("/ng-api/v1/userRegistrationStudent", {
      data: {
        first_name: "Diya",
        last_name: family.name.split(" ")[1],
        email: `diya.${stamp}@e2e.example`,
        reg_mobile_num: family.mobile,
        country_code: family.countryCode,
        user_password: family.password,
      },
    });
    expect(diya.status()).toBe(200);
    await passOtpCooldown(request);

    const dialog = await openLoginDialog(page);
    const identifier = dialog.getByLabel("Mobile number or e-mail");
    await expect(identifier).toBeFocused();
    await identifier.fill(family.mobile);
    await dialog.getByRole("button", { name: "Continue" }).click();

    // Section 2: a method must be chosen.
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByText("Please select a verification method.")).toBeVisible();
    await dialog.getByRole("radio", { name: /^OTP/ }).check();
    await dialog.getByRole("button", { name: "Continue" }).click();

    // Section 3: the code, with Resend OTP locked while the countdown runs.
    const otp = dialog.getByLabel("OTP", { exact: true });
    await expect(otp).toBeFocused();
    await expect(dialog.getByRole("button", { name: /^Resend OTP \(\d+\)$/ })).toBeDisabled();
    await otp.fill("123");
    await dialog.getByRole("button", { name: "Login" }).click();
    await expect(dialog.getByText("please insert correct OTP")).toBeVisible();
    await otp.fill(await latestOtp(request, family.mobile));
    await dialog.getByRole("button", { name: "Login" }).click();

    // Two accounts share the mobile: choose one.
    await expect(dialog.getByText(/Multiple users has been detected/)).toBeVisible();
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByText("Please select entity.")).toBeVisible();
    await dialog.getByRole("radio", { name: /Diya/ }).check();
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/st\/dashboard$/);
    await expect(page.getByRole("heading", { name: /Welcome, Diya/ })).toBeVisible();
  });

  test("a teacher logs in with a password", async ({ page, request }) => {
    const teacher = await approvedApplicant(request);
    const dialog = await openLoginDialog(page);
    await submitPasswordLogin(dialog, {
      identifier: teacher.email,
      password: "not-the-password",
      role: "teacher",
    });
    // One answer whether the account exists or the password is wrong (issue 43.13).
    await expect(dialog.getByText(/password do not match/)).toBeVisible();
    await dialog.getByLabel("Password").fill(teacher.password);
    await dialog.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/em\/dashboard$/);
  });

  test("a visitor who books a demo from a teacher's page logs in and lands on the booking page", async ({
    page,
    browser,
    request,
  }) => {
    // A new teacher families can book, and a new family (on a request context of its own).
    const made = await bookableTeacher(browser, { subject: "Guitar", demoAt: "17:00" });
    await made.page.context().close();
    const family = await newFamily(request);
    await openProfileFromSearch(page, made.teacher.name);
    await page.getByRole("link", { name: "Book a free demo" }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    const form = page.getByRole("main");
    await submitPasswordLogin(form, {
      identifier: family.email,
      password: family.password,
    });
    await expect(page).toHaveURL(/\/st\/book-demo\/[a-z0-9-]+$/);
  });

  test("a teacher resets the password and logs in with the new one", async ({ page, request }) => {
    // A new approved teacher (made on a request context of its own, issue 34): no password to put
    // back for other tests afterwards.
    const teacher = await approvedApplicant(request);
    const newPassword = `Fresh@${stamp}`;
    const dialog = await openLoginDialog(page);
    await dialog.getByLabel("Mobile number or e-mail").fill(teacher.mobile);
    await dialog.getByRole("radio", { name: "Teacher" }).check();
    await dialog.getByRole("button", { name: "Forgot password?" }).click();

    const forgot = page.getByRole("dialog", { name: "Forgot password" });
    await expect(forgot.getByLabel("Registered e-mail or mobile number")).toHaveValue(
      teacher.mobile,
    );
    // The registration's code went to this mobile moments ago: the reset code waits out the gap
    // on this worker's server clock.
    await passOtpCooldown(request);
    await forgot.getByRole("button", { name: "Send reset code" }).click();
    await expect(forgot.getByText("Success !! Please check your mail.")).toBeVisible();
    await forgot.getByRole("button", { name: "Change password" }).click();
    await expect(forgot.getByText("All input fields are mandatory.").first()).toBeVisible();
    await forgot.getByLabel("OTP", { exact: true }).fill(await latestOtp(request, teacher.mobile));
    await forgot.getByLabel("New password", { exact: true }).fill(newPassword);
    await forgot.getByLabel("Confirm new password").fill(`${newPassword}x`);
    await forgot.getByRole("button", { name: "Change password" }).click();
    await expect(forgot.getByText("Password and confirm password do not match.")).toBeVisible();
    await forgot.getByLabel("Confirm new password").fill(newPassword);
    await forgot.getByRole("button", { name: "Change password" }).click();

    // Back to login, with the news.
    const login = page.getByRole("dialog", { name: "Login" });
    await expect(login.getByText(/Your password has been changed/)).toBeVisible();
    await submitPasswordLogin(login, {
      identifier: teacher.email,
      password: newPassword,
      role: "teacher",
    });
    await expect(page).toHaveURL(/\/em\/dashboard$/);
  });
});

test.describe("login or signup from a course page", () => {
  test("a new visitor signs up by e-mail, fills the profile and reaches the booking page", async ({
    page,
    request,
  }) => {
    const email = `parent.${stamp}@e2e.example`;
    await page.goto("/");
    const card = page.locator("#courses article").first();
    const title = (await card.getByRole("heading").textContent())!.trim();
    await card.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const slug = new URL(page.url()).pathname.split("/").pop()!;

    await page.getByRole("button", { name: "Book a free demo" }).click();
    const dialog = page.getByRole("dialog", { name: "Book a free demo" });
    await dialog.getByRole("button", { name: "Send OTP" }).click();
    await expect(dialog.getByText("Please enter your WhatsApp Number.")).toBeVisible();

    await dialog.getByRole("radio", { name: "E-mail" }).check();
    await dialog.getByLabel("E-mail address").fill("not an address");
    await dialog.getByRole("button", { name: "Send OTP" }).click();
    await expect(dialog.getByText("Please enter a valid email address.")).toBeVisible();
    await dialog.getByLabel("E-mail address").fill(email);
    await dialog.getByRole("button", { name: "Send OTP" }).click();

    // Step 2: "OTP Sent" (locked), then "Resend OTP" again after 5 seconds.
    const otp = dialog.getByLabel("OTP", { exact: true });
    await expect(otp).toBeFocused();
    await expect(dialog.getByRole("button", { name: "OTP Sent" })).toBeDisabled();
    await dialog.getByRole("button", { name: "Verify OTP" }).click();
    await expect(dialog.getByText("Please enter the OTP", { exact: true })).toBeVisible();
    await otp.fill("12");
    await dialog.getByRole("button", { name: "Verify OTP" }).click();
    await expect(dialog.getByText("Please enter the complete six digit OTP")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Resend OTP" })).toBeEnabled({
      timeout: 8_000,
    });
    await otp.fill(await latestOtp(request, email));
    await dialog.getByRole("button", { name: "Verify OTP" }).click();

    // Step 3 for a new account: WhatsApp preference and the child's profile.
    await expect(dialog.getByLabel("E-mail address")).toHaveValue(email);
    await dialog.getByLabel("WhatsApp number").fill(uniqueMobile(3));
    await dialog.getByLabel("Child's name").fill("Ishaan Rao");
    await dialog.getByLabel("Child's age").fill("3");
    await dialog.getByLabel("Parent's name").fill("Nandini Rao");
    await dialog.getByRole("button", { name: "Save and continue" }).click();
    await expect(dialog.getByText("Age must be at least 4 years.")).toBeVisible();
    await dialog.getByLabel("Child's age").fill("8");
    await dialog.getByRole("button", { name: "Save and continue" }).click();

    await expect(page).toHaveURL(new RegExp(`/st/book-demo/${slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });
});

test.describe("the login dialog", () => {
  test("has no accessibility violations", async ({ page }) => {
    const dialog = await openLoginDialog(page);
    await expect(dialog.getByLabel("Mobile number or e-mail")).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("fills a 360 px phone and keeps the keyboard inside", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const dialog = await openLoginDialog(page);
    const box = await dialog.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(340);
    await expectNoHorizontalScroll(page);
    // Escape closes it and gives the focus back to the header button.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Login" }),
    ).toBeFocused();
  });
});
