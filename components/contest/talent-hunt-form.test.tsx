// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTEST_MESSAGES, ENTRY_OTP_MESSAGES } from "@/lib/contest/rules";
import { TalentHuntForm } from "./talent-hunt-form";

const upload = vi.hoisted(() => ({
  calls: [] as { url: string; form: FormData; onProgress: (p: number) => void }[],
  resolve: null as ((value: { status: number; body: unknown }) => void) | null,
}));

vi.mock("@/components/media/upload-with-progress", () => ({
  UploadAbortedError: class extends Error {},
  uploadWithProgress: (url: string, form: FormData, onProgress: (p: number) => void) => {
    upload.calls.push({ url, form, onProgress });
    return new Promise((resolve) => {
      upload.resolve = resolve;
    });
  },
}));

const json = vi.hoisted(() => ({
  calls: [] as { path: string; body: unknown }[],
  answers: [] as { httpStatus: number; data: Record<string, unknown> }[],
}));

vi.mock("@/components/auth/post-json", async (actual) => ({
  ...(await actual<typeof import("@/components/auth/post-json")>()),
  postJson: async (path: string, body: unknown) => {
    json.calls.push({ path, body });
    return json.answers.shift() ?? { httpStatus: 0, data: { message: "offline" } };
  },
}));

beforeEach(() => {
  upload.calls = [];
  upload.resolve = null;
  json.calls = [];
  json.answers = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const categories = [{ value: "Singing", label: "Singing" }];

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Child's name"), "Tara Rao");
  await user.type(screen.getByLabelText("Parent's mobile number"), "9876543210");
  await user.type(screen.getByLabelText("Parent's e-mail"), "parent@example.com");
  await user.selectOptions(screen.getByLabelText("Child's age"), "9");
  await user.selectOptions(screen.getByLabelText("Category"), "Singing");
  await user.click(screen.getByLabelText(/accept the contest terms/));
  await user.upload(
    screen.getByLabelText("Video of the performance"),
    new File(["x"], "song.mp4", { type: "video/mp4" }),
  );
}

describe("TalentHuntForm", () => {
  it("shows each field's message and sends nothing", async () => {
    const user = userEvent.setup();
    render(<TalentHuntForm categories={categories} />);
    await user.click(screen.getByRole("button", { name: "Register" }));
    for (const text of [
      CONTEST_MESSAGES.nameRequired,
      CONTEST_MESSAGES.mobileRequired,
      CONTEST_MESSAGES.emailInvalid,
      CONTEST_MESSAGES.ageRequired,
      CONTEST_MESSAGES.categoryRequired,
      CONTEST_MESSAGES.termsRequired,
      CONTEST_MESSAGES.videoRequired,
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    await user.type(screen.getByLabelText("Child's name"), "Tara 2");
    await user.type(screen.getByLabelText("Parent's mobile number"), "98765432101");
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText(CONTEST_MESSAGES.nameInvalid)).toBeTruthy();
    expect(await screen.findByText(CONTEST_MESSAGES.mobileInvalid)).toBeTruthy();
    expect(upload.calls).toHaveLength(0);
  });

  it("clears the field messages after 10 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(<TalentHuntForm categories={categories} />);
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText(CONTEST_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(CONTEST_MESSAGES.videoRequired)).toBeTruthy();
    await act(async () => {}); // the effects that start the timers
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText(CONTEST_MESSAGES.nameRequired)).toBeNull();
    expect(screen.queryByText(CONTEST_MESSAGES.videoRequired)).toBeNull();
  });

  it("confirms the mobile with an OTP, then uploads with a progress bar, the file last, and says the password went by message", async () => {
    const user = userEvent.setup();
    render(<TalentHuntForm categories={categories} referredBy="grandma" contest="music" />);
    await fillValid(user);
    json.answers.push({
      httpStatus: 200,
      data: { status: "success", responseCode: 200, message: ENTRY_OTP_MESSAGES.sent },
    });
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(json.calls).toEqual([
      { path: "/talent-hunt-registration/send-otp", body: { mobile: "9876543210" } },
    ]);
    expect(upload.calls).toHaveLength(0);
    expect(
      screen.getByRole("heading", { name: "Confirm the parent's mobile number" }),
    ).toBeTruthy();
    const otp = screen.getByLabelText("OTP");
    expect(document.activeElement).toBe(otp);
    // A wrong code: its message on the field, nothing uploaded.
    json.answers.push({
      httpStatus: 400,
      data: {
        status: "fail",
        message: ENTRY_OTP_MESSAGES.otpInvalid,
        errors: { otp: ENTRY_OTP_MESSAGES.otpInvalid },
      },
    });
    await user.type(otp, "111111");
    await user.click(screen.getByRole("button", { name: "Confirm and register" }));
    expect(await screen.findByText(ENTRY_OTP_MESSAGES.otpInvalid)).toBeTruthy();
    expect(upload.calls).toHaveLength(0);
    json.answers.push({
      httpStatus: 200,
      data: { status: "success", message: ENTRY_OTP_MESSAGES.verified, otp_token: "1.token" },
    });
    await user.clear(otp);
    await user.type(otp, "123456");
    await user.click(screen.getByRole("button", { name: "Confirm and register" }));
    expect(json.calls.at(-1)).toEqual({
      path: "/talent-hunt-registration/verify-otp",
      body: { mobile: "9876543210", otp: "123456" },
    });
    expect(upload.calls).toHaveLength(1);
    const { url, form, onProgress } = upload.calls[0]!;
    expect(url).toBe("/talent-hunt-registration");
    expect([...form.keys()]).toEqual([
      "st_name",
      "mobile",
      "email",
      "age",
      "category",
      "referred_by",
      "contest",
      "terms",
      "otp_token",
      "media",
    ]);
    expect(form.get("referred_by")).toBe("grandma");
    expect(form.get("otp_token")).toBe("1.token");
    act(() => onProgress(40));
    const bar = screen.getByRole("progressbar", { name: "Upload progress" });
    expect(bar.getAttribute("aria-valuenow")).toBe("40");
    await act(async () =>
      upload.resolve!({
        status: 200,
        body: { status: "success", message: "Registered.", entry_id: 7, existing_account: false },
      }),
    );
    expect(screen.getByText("Thank you! Your entry is in.")).toBeTruthy();
    expect(screen.getByText(/password by message/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "See your entry" }).getAttribute("href")).toBe(
      "/talent-hunt/entry/7",
    );
  });

  it("uploads at once for the signed-in family's own number, with no code", async () => {
    const user = userEvent.setup();
    render(<TalentHuntForm categories={categories} familyMobile="9876543210" />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(json.calls).toEqual([]);
    expect(upload.calls).toHaveLength(1);
    expect(upload.calls[0]!.form.get("otp_token")).toBeNull();
    await act(async () =>
      upload.resolve!({
        status: 200,
        body: { status: "success", message: "Registered.", entry_id: 8, existing_account: true },
      }),
    );
    expect(screen.getByText(/usual details/)).toBeTruthy();
  });

  it("puts the server's messages on their fields, and the summary clears after 10 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(<TalentHuntForm categories={categories} familyMobile="9876543210" />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Register" }));
    await act(async () =>
      upload.resolve!({
        status: 422,
        body: {
          status: "fail",
          message: "Please check the form.",
          errors: { media: CONTEST_MESSAGES.videoRequired },
        },
      }),
    );
    expect(screen.getByText(CONTEST_MESSAGES.videoRequired)).toBeTruthy();
    expect(screen.getByText("Please check the form.")).toBeTruthy();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText("Please check the form.")).toBeNull();
  });
});
