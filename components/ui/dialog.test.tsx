// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Dialog } from "./dialog";

afterEach(cleanup);

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Book lesson
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Book a lesson"
        description="Pick a time that suits you."
        footer={<button type="button">Confirm</button>}
      >
        <label>
          Name <input />
        </label>
      </Dialog>
      <button type="button">After</button>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<Harness onClose={onClose} />);
  const trigger = screen.getByRole("button", { name: "Book lesson" });
  await user.click(trigger);
  const dialog = screen.getByRole("dialog");
  return { user, onClose, trigger, dialog };
}

describe("Dialog", () => {
  it("is closed and empty until opened", () => {
    render(<Harness />);
    const dialog = screen.getByRole("dialog", { hidden: true });
    expect(dialog.hasAttribute("open")).toBe(false);
    expect(screen.queryByText("Book a lesson")).toBeNull();
  });

  it("opens modally, labelled by its title, with focus inside", async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");
    const { dialog } = await openDialog();
    expect(showModal).toHaveBeenCalledTimes(1);
    showModal.mockRestore();
    expect(dialog.hasAttribute("open")).toBe(true);
    expect(dialog.getAttribute("aria-labelledby")).toBe(
      screen.getByRole("heading", { name: "Book a lesson" }).id,
    );
    expect(
      document.getElementById(dialog.getAttribute("aria-describedby") ?? "")?.textContent,
    ).toBe("Pick a time that suits you.");
    // First focusable element of the content.
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Name" }));
  });

  it("traps Tab and Shift+Tab inside the dialog", async () => {
    const { user, dialog } = await openDialog();
    const close = screen.getByRole("button", { name: "Close" });
    const input = screen.getByRole("textbox", { name: "Name" });
    const confirm = screen.getByRole("button", { name: "Confirm" });

    await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.tab(); // past the last element: wraps to the first
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(input);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true }); // before the first element: wraps to the last
    expect(document.activeElement).toBe(confirm);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("Escape calls onClose, closes and returns focus to the trigger", async () => {
    const { user, onClose, trigger, dialog } = await openDialog();
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.hasAttribute("open")).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it("the Close button closes and returns focus", async () => {
    const { user, onClose, trigger } = await openDialog();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(trigger);
  });

  it("a click on the backdrop closes, a click inside does not", async () => {
    const { user, onClose, dialog } = await openDialog();
    await user.click(screen.getByRole("heading", { name: "Book a lesson" }));
    expect(onClose).not.toHaveBeenCalled();
    // The backdrop's events target the <dialog> element itself.
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("a press that starts inside and ends on the backdrop does not close", async () => {
    const { onClose, dialog } = await openDialog();
    fireEvent.pointerDown(screen.getByRole("textbox", { name: "Name" }));
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("falls back to the open attribute without showModal", async () => {
    const proto = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
    const original = proto.showModal;
    proto.showModal = undefined;
    try {
      const { user, dialog, trigger } = await openDialog();
      expect(dialog.hasAttribute("open")).toBe(true);
      expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Name" }));
      await user.keyboard("{Escape}");
      expect(dialog.hasAttribute("open")).toBe(false);
      expect(document.activeElement).toBe(trigger);
    } finally {
      proto.showModal = original;
    }
  });
});
