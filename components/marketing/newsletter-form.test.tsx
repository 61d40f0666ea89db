// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "@/components/ui";
import { NewsletterForm } from "./newsletter-form";

const subscribe = vi.hoisted(() => vi.fn());
vi.mock("@/lib/marketing/actions", () => ({ subscribeNewsletterAction: subscribe }));

const LABEL = "Your e-mail for new courses and offers";
const INVALID = "Please enter a valid email address.";

function renderForm() {
  render(
    <ToastProvider>
      <NewsletterForm />
    </ToastProvider>,
  );
  return screen.getByLabelText(LABEL) as HTMLInputElement;
}

beforeEach(() => subscribe.mockReset());
afterEach(cleanup);

describe("NewsletterForm", () => {
  it("says nothing while typing, then checks on leaving the field and on each later change", () => {
    const email = renderForm();
    fireEvent.change(email, { target: { value: "not-an-email" } });
    expect(screen.queryByText(INVALID)).toBeNull();
    fireEvent.blur(email);
    expect(screen.getByText(INVALID)).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(email, { target: { value: "parent@example.com" } });
    expect(screen.queryByText(INVALID)).toBeNull();
  });

  it("does not submit an invalid e-mail and moves focus to it", () => {
    const email = renderForm();
    fireEvent.change(email, { target: { value: "a@b" } });
    fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(screen.getByText(INVALID)).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(subscribe).not.toHaveBeenCalled();
  });

  it("sends the trimmed e-mail, thanks the visitor and empties the field", async () => {
    subscribe.mockResolvedValue({ ok: true, data: { message: "Thank you for subscribing!" } });
    const email = renderForm();
    fireEvent.change(email, { target: { value: "  parent@example.com " } });
    fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    await waitFor(() => expect(screen.getByText("Thank you for subscribing!")).toBeTruthy());
    expect(subscribe).toHaveBeenCalledWith({ email: "parent@example.com" });
    expect(email.value).toBe("");
  });

  it("puts the server's field error on the input and other failures below the form", async () => {
    subscribe.mockResolvedValueOnce({
      ok: false,
      status: 400,
      message: "Please correct the highlighted fields.",
      fieldErrors: { email: ["Already on the list."] },
    });
    const email = renderForm();
    fireEvent.change(email, { target: { value: "parent@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    await waitFor(() => expect(screen.getByText("Already on the list.")).toBeTruthy());
    expect(screen.queryByText("An error occurred while subscribing.")).toBeNull();

    subscribe.mockResolvedValueOnce({ ok: false, status: 500, message: "x", fieldErrors: {} });
    fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    await waitFor(() =>
      expect(screen.getByText("An error occurred while subscribing.")).toBeTruthy(),
    );
  });
});
