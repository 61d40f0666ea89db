// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CANCEL_MESSAGES } from "@/lib/classes/cancel/rules";
import { cancelPreview } from "@/tests/support/classes-lists-fixtures";
import { CancelClassDialog } from "./cancel-class-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Reply = { status?: number; body: unknown } | "offline";

/** fetch answering GET /request-cancel with `first` (then `later`) and POSTs with `post`. */
function fakeFetch(first: Reply, post: Reply = { body: {} }, later: Reply = first) {
  const seen: string[] = [];
  let gets = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      seen.push(init?.method === "POST" ? `POST ${input} ${String(init.body)}` : input);
      const reply = init?.method === "POST" ? post : gets++ === 0 ? first : later;
      if (reply === "offline") throw new TypeError("Failed to fetch");
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
    }),
  );
  return seen;
}

function open() {
  const onClose = vi.fn();
  const onCancelled = vi.fn();
  render(<CancelClassDialog sessionId={4} onClose={onClose} onCancelled={onCancelled} />);
  return { onClose, onCancelled, user: userEvent.setup() };
}

describe("CancelClassDialog", () => {
  it("asks request-cancel first, warns about a last-minute cancellation and cancels", async () => {
    const seen = fakeFetch(
      { body: cancelPreview() },
      { body: { status: "success", message: "Your class is cancelled.", slot_id: 4 } },
    );
    const { onCancelled, user } = open();
    const dialog = screen.getByRole("dialog", { name: "Cancel this class?" });
    expect(within(dialog).getByText("Checking this class…")).toBeDefined();
    expect(await within(dialog).findByText("Guitar · Free demo")).toBeDefined();
    expect(within(dialog).getByRole("alert").textContent).toContain("Last-minute cancellation");
    expect(within(dialog).getByText(CANCEL_MESSAGES.demoFreed)).toBeDefined();
    await user.click(within(dialog).getByRole("button", { name: "Cancel class" }));
    expect(onCancelled).toHaveBeenCalledWith("Your class is cancelled.");
    expect(seen).toEqual(["/request-cancel?slot_id=4", 'POST /cancel-student-class {"slot_id":4}']);
  });

  it("says why a class can no longer be cancelled, with only a way back", async () => {
    fakeFetch({
      body: cancelPreview({
        can_cancel: false,
        reason: "class_started",
        is_last_minute: false,
        notes: [CANCEL_MESSAGES.classStarted],
      }),
    });
    const { onClose, user } = open();
    expect(await screen.findByText(CANCEL_MESSAGES.classStarted)).toBeDefined();
    expect(screen.queryByRole("button", { name: "Cancel class" })).toBeNull();
    expect(screen.queryByLabelText("Reason (optional)")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Back to my classes" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    fakeFetch(
      { body: cancelPreview({ is_last_minute: false, notes: [CANCEL_MESSAGES.seatFreed] }) },
      { status: 400, body: { status: "error", message: CANCEL_MESSAGES.classStarted } },
    );
    const { onCancelled, user } = open();
    await screen.findByText(CANCEL_MESSAGES.seatFreed);
    expect(screen.queryByText("Last-minute cancellation")).toBeNull();
    await user.type(screen.getByLabelText("Reason (optional)"), "Exams");
    await user.click(screen.getByRole("button", { name: "Cancel class" }));
    expect(await screen.findByText(CANCEL_MESSAGES.classStarted)).toBeDefined();
    expect(onCancelled).not.toHaveBeenCalled();
  });

  it("puts a reason refused by the server on the field", async () => {
    fakeFetch(
      { body: cancelPreview() },
      {
        status: 400,
        body: { status: "error", message: "x", errors: { reason: CANCEL_MESSAGES.reasonTooLong } },
      },
    );
    const { user } = open();
    await user.type(await screen.findByLabelText("Reason (optional)"), "Too long in truth");
    await user.click(screen.getByRole("button", { name: "Cancel class" }));
    expect(await screen.findByText(CANCEL_MESSAGES.reasonTooLong)).toBeDefined();
    expect(screen.getByLabelText("Reason (optional)").getAttribute("aria-invalid")).toBe("true");
  });

  it("offers a retry when the class cannot be loaded, and Keep my class closes", async () => {
    fakeFetch("offline", { body: {} }, { body: cancelPreview() });
    const { onClose, user } = open();
    expect(
      await screen.findByText(
        "We could not load this class. Please check your connection and try again.",
      ),
    ).toBeDefined();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await user.click(await screen.findByRole("button", { name: "Keep my class" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("tells a student the class is not theirs", async () => {
    fakeFetch({ status: 403, body: { status: "error", message: "This class is not yours." } });
    open();
    expect(await screen.findByText("This class is not yours.")).toBeDefined();
  });
});
