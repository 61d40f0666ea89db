// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AFTER_MESSAGES } from "@/lib/classes/after/messages";
import { RateClassButton } from "./rate-class-dialog";
import { json, stubFetch } from "@/tests/support/classes-after-fake-fetch";

const router = { push: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

beforeEach(() => {
  router.push.mockReset();
  router.refresh.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openDialog() {
  const user = userEvent.setup();
  render(<RateClassButton sessionId={42} teacherName="Rohan Mathew" />);
  await user.click(screen.getByRole("button", { name: "Rate class" }));
  return user;
}

describe("RateClassButton", () => {
  it("rates with the keyboard, thanks the student and goes to the dashboard", async () => {
    const calls = stubFetch(json({ status: "success", redirect_to: "/st/dashboard" }));
    const user = await openDialog();
    expect(screen.getByText("How was your class with Rohan Mathew?")).toBeTruthy();
    const first = screen.getByRole("radio", { name: "1 star" });
    first.focus();
    await user.keyboard(" ");
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    expect((screen.getByRole("radio", { name: "4 stars" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("4 of 5: Very good")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Submit rating" }));
    // A thank-you first; Done goes on to the dashboard.
    expect((await screen.findByRole("status")).textContent).toContain(
      "Thank you for rating your class!",
    );
    expect(router.push).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/st/dashboard"));
    expect(router.refresh).toHaveBeenCalled();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: "/api/set-rating", body: { slot_id: 42, rating: 4 } });
  });

  it("asks for a rating before sending and shows the server's refusal", async () => {
    const calls = stubFetch(json({ status: "error", message: AFTER_MESSAGES.alreadyRated }, 409));
    const user = await openDialog();
    await user.click(screen.getByRole("button", { name: "Submit rating" }));
    expect(screen.getByRole("alert").textContent).toBe(AFTER_MESSAGES.ratingRange);
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole("radio", { name: "5 stars" }));
    await user.click(screen.getByRole("button", { name: "Submit rating" }));
    expect((await screen.findByRole("alert")).textContent).toBe(AFTER_MESSAGES.alreadyRated);
    expect(router.push).not.toHaveBeenCalled();
  });
});
