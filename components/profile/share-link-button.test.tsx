// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "@/components/ui";
import { ShareLinkButton } from "./share-link-button";

const URL_ = "https://tutor.test/teacher-profile/MTI=";

const restore: (() => void)[] = [];

afterEach(() => {
  cleanup();
  restore.splice(0).forEach((undo) => undo());
});

function mockWriteText() {
  const spy = vi.spyOn(navigator.clipboard, "writeText");
  restore.push(() => spy.mockRestore());
  return spy;
}

function setup() {
  const user = userEvent.setup();
  render(
    <ToastProvider>
      <ShareLinkButton url={URL_} title="Asha Rao" />
    </ToastProvider>,
  );
  return user;
}

describe("share-link modal", () => {
  it("shows the URL and copies it with the Clipboard API", async () => {
    const user = setup();
    const writeText = mockWriteText().mockResolvedValue();
    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(screen.getByRole("textbox", { name: "Profile link" })).toHaveProperty("value", URL_);
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(await screen.findByText("Link copied")).toBeTruthy();
  });

  it("falls back to selecting the link when the clipboard refuses", async () => {
    const user = setup();
    mockWriteText().mockRejectedValue(new Error("denied"));
    const execCommand = vi.fn(() => false);
    Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true });
    restore.push(() => Reflect.deleteProperty(document, "execCommand"));
    await user.click(screen.getByRole("button", { name: "Share" }));
    const field = screen.getByRole<HTMLInputElement>("textbox", { name: "Profile link" });
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(execCommand).toHaveBeenCalledWith("copy");
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, URL_.length]);
    expect(await screen.findByText(/The link is selected/)).toBeTruthy();
    expect(screen.queryByText("Link copied")).toBeNull();
  });
});
