// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AFTER_MESSAGES } from "@/lib/classes/after/messages";
import { ClassNotesButton } from "./class-notes-button";
import { json, stubFetch } from "@/tests/support/classes-after-fake-fetch";

const router = { push: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ClassNotesButton", () => {
  it("adds notes in the 'Add Class Notes' modal, then offers to edit them", async () => {
    const calls = stubFetch(json({ status: "success", slot_id: 7, slot_title: "Chords" }));
    const user = userEvent.setup();
    const onSaved = vi.fn();
    render(<ClassNotesButton sessionId={7} title={null} onSaved={onSaved} />);
    await user.click(screen.getByRole("button", { name: "Add class notes" }));
    expect(screen.getByRole("heading", { name: "Add Class Notes" })).toBeTruthy();
    expect(screen.getByText("200 characters left")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save notes" }));
    expect(screen.getByText(AFTER_MESSAGES.topicRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText("Class notes"), "  Chords ");
    await user.click(screen.getByRole("button", { name: "Save notes" }));
    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: "Add Class Notes" })).toBeNull(),
    );
    expect(calls[0]).toMatchObject({
      url: "/api/update-slot-topic",
      body: { slot_id: 7, slot_title: "Chords" },
    });
    expect(router.refresh).toHaveBeenCalled();
    expect(onSaved).toHaveBeenCalledWith("Chords");
    await user.click(screen.getByRole("button", { name: "Edit class notes" }));
    expect(screen.getByRole("heading", { name: "Edit Class Notes" })).toBeTruthy();
    expect((screen.getByLabelText("Class notes") as HTMLTextAreaElement).value).toBe("Chords");
  });

  it("shows the server's refusal and keeps the modal open", async () => {
    stubFetch(json({ status: "error", message: "This class is not yours." }, 403));
    const user = userEvent.setup();
    render(<ClassNotesButton sessionId={7} title="Scales" />);
    await user.click(screen.getByRole("button", { name: "Edit class notes" }));
    await user.click(screen.getByRole("button", { name: "Save notes" }));
    expect(await screen.findByText("This class is not yours.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Edit Class Notes" })).toBeTruthy();
  });
});
