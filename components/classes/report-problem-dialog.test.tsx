// @vitest-environment happy-dom
import { FIELD_MESSAGES } from "@/lib/fields/messages";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AFTER_MESSAGES } from "@/lib/classes/after/messages";
import { CLASS_MESSAGES } from "@/lib/classes/messages";
import { ReportProblemButton } from "./report-problem-dialog";
import { json, stubFetch } from "@/tests/support/classes-after-fake-fetch";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ReportProblemButton", () => {
  it("requires text, counts what is left of 600 and sends the contract", async () => {
    const calls = stubFetch(
      json({ status: "success", message: AFTER_MESSAGES.problemReported, id: 1 }),
    );
    const user = userEvent.setup();
    render(<ReportProblemButton contractId={5} />);
    await user.click(screen.getByRole("button", { name: "Report a problem" }));
    await user.type(screen.getByLabelText("Tell us what went wrong"), "   ");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByText(CLASS_MESSAGES.reportProblemRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);
    const field = screen.getByLabelText("Tell us what went wrong") as HTMLTextAreaElement;
    expect(field.maxLength).toBe(600);
    await user.clear(field);
    await user.type(field, "No class today");
    expect(screen.getByText("586 characters left")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findByRole("status")).textContent).toBe(AFTER_MESSAGES.problemReported);
    expect(calls[0]).toMatchObject({
      url: "/ng-api/v2/report-contract-problem",
      body: { problem: "No class today", contract_id: 5 },
    });
  });

  it("sends no contract when none is given and shows the server's refusal", async () => {
    const calls = stubFetch(
      json({ status: "error", message: FIELD_MESSAGES.longTextTooLong }, 400),
    );
    const user = userEvent.setup();
    render(<ReportProblemButton />);
    await user.click(screen.getByRole("button", { name: "Report a problem" }));
    await user.type(screen.getByLabelText("Tell us what went wrong"), "Help");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(FIELD_MESSAGES.longTextTooLong)).toBeTruthy();
    expect(calls[0]!.body).toEqual({ problem: "Help" });
  });
});
