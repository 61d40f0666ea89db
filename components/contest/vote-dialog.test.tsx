// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VOTE_MESSAGES } from "@/lib/contest/rules";
import { VoteDialog } from "./vote-dialog";

type Call = { url: string; body: Record<string, unknown> };
let calls: Call[] = [];
let answers: { status: number; body: unknown }[] = [];

beforeEach(() => {
  calls = [];
  answers = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      const next = answers.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(next.body), { status: next.status });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(onVoted = vi.fn()) {
  render(<VoteDialog entryId={12} entryName="Tara" open onClose={() => {}} onVoted={onVoted} />);
  return onVoted;
}

describe("VoteDialog", () => {
  it("needs a mobile number and a name before sending an OTP", async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    expect(screen.getByText(VOTE_MESSAGES.mobileRequired)).toBeTruthy();
    expect(screen.getByText(VOTE_MESSAGES.nameRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("sends the OTP, then votes with mobile, name, OTP and entry, and reports the new count", async () => {
    const user = userEvent.setup();
    const onVoted = renderDialog();
    await user.type(screen.getByLabelText("Your mobile number"), "9876543210");
    await user.type(screen.getByLabelText("Your name"), "Grandma Rao");
    answers.push({ status: 200, body: { status: "success", message: VOTE_MESSAGES.otpSent } });
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    expect(calls[0]).toEqual({
      url: "/sendOTPForPublicVoting",
      body: { cust_id: "9876543210", entry_id: 12 },
    });
    expect(await screen.findByText(VOTE_MESSAGES.otpSent)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Vote" }));
    expect(screen.getByText(VOTE_MESSAGES.otpRequired)).toBeTruthy();
    await user.type(screen.getByLabelText("OTP"), "123456");
    answers.push({
      status: 200,
      body: { status: "success", message: VOTE_MESSAGES.voted, vote_count: 3 },
    });
    await user.click(screen.getByRole("button", { name: "Vote" }));
    expect(calls[1]).toEqual({
      url: "/verifyOTPAndSavePublicVoting",
      body: { mobile_num: "9876543210", name: "Grandma Rao", otp: "123456", entry_id: 12 },
    });
    expect(await screen.findByText(VOTE_MESSAGES.voted)).toBeTruthy();
    expect(onVoted).toHaveBeenCalledWith(3);
  });

  it("shows the refusal of a number that already voted and stays on the first step", async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByLabelText("Your mobile number"), "9876543210");
    await user.type(screen.getByLabelText("Your name"), "Grandma Rao");
    answers.push({
      status: 200,
      body: { status: "fail", responseCode: 201, message: VOTE_MESSAGES.alreadyVoted },
    });
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    expect(await screen.findByText(VOTE_MESSAGES.alreadyVoted)).toBeTruthy();
    expect(screen.queryByLabelText("OTP")).toBeNull();
  });

  it("puts the server's field message of a 400 on its field", async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByLabelText("Your mobile number"), "9876543210");
    await user.type(screen.getByLabelText("Your name"), "Grandma Rao");
    answers.push({
      status: 400,
      body: {
        status: "error",
        message: VOTE_MESSAGES.mobileInvalid,
        errors: { cust_id: [VOTE_MESSAGES.mobileInvalid] },
      },
    });
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    expect(calls).toHaveLength(1);
    const input = screen.getByLabelText("Your mobile number");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByText(VOTE_MESSAGES.mobileInvalid).length).toBeGreaterThan(0);
  });
});
