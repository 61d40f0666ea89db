// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AFTER_MESSAGES } from "@/lib/classes/after/messages";
import { RequestVideoButton } from "./request-video-button";
import { json, stubFetch } from "@/tests/support/classes-after-fake-fetch";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("RequestVideoButton", () => {
  it("asks for the recording once and says so", async () => {
    const calls = stubFetch(
      json({ status: "success", message: AFTER_MESSAGES.videoRequested, already_requested: false }),
    );
    const user = userEvent.setup();
    render(<RequestVideoButton sessionId={9} />);
    await user.click(screen.getByRole("button", { name: "Request recording" }));
    expect((await screen.findByRole("status")).textContent).toBe(AFTER_MESSAGES.videoRequested);
    const button = screen.getByRole("button", { name: "Recording requested" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(calls).toMatchObject([{ url: "/ng-api/v1/request-video", body: { slot_id: 9 } }]);
  });

  it("shows a refusal and lets the student try again", async () => {
    stubFetch(json({ status: "error", message: AFTER_MESSAGES.notBegun }, 400));
    const user = userEvent.setup();
    render(<RequestVideoButton sessionId={9} />);
    await user.click(screen.getByRole("button", { name: "Request recording" }));
    expect((await screen.findByRole("alert")).textContent).toBe(AFTER_MESSAGES.notBegun);
    expect(
      (screen.getByRole("button", { name: "Request recording" }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});
