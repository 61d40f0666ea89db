// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider, useToast, type ToastOptions } from "./toast";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Trigger({ options }: { options: ToastOptions }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      Notify
    </button>
  );
}

function liveRegion(): HTMLElement {
  const region = document.querySelector<HTMLElement>("[aria-live='polite']");
  if (!region) throw new Error("no live region");
  return region;
}

describe("Toast", () => {
  it("renders an empty polite live region up front", () => {
    render(
      <ToastProvider>
        <Trigger options={{ title: "Saved" }} />
      </ToastProvider>,
    );
    expect(liveRegion().childElementCount).toBe(0);
  });

  it("shows a toast in the live region and auto-dismisses after 5 s", () => {
    render(
      <ToastProvider>
        <Trigger options={{ title: "Lesson booked", description: "See you Monday" }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Notify" }));
    expect(liveRegion().textContent).toContain("Lesson booked");
    expect(liveRegion().textContent).toContain("See you Monday");
    expect(screen.queryByRole("alert")).toBeNull();

    act(() => vi.advanceTimersByTime(4999));
    expect(liveRegion().textContent).toContain("Lesson booked");
    act(() => vi.advanceTimersByTime(1));
    expect(liveRegion().childElementCount).toBe(0);
  });

  it("uses role=alert for errors and honours a custom duration", () => {
    render(
      <ToastProvider duration={1000}>
        <Trigger options={{ title: "Payment failed", variant: "error" }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Notify" }));
    const alert = screen.getByRole("alert");
    expect(liveRegion().contains(alert)).toBe(true);
    expect(alert.textContent).toContain("Payment failed");
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("dismisses with its button", () => {
    render(
      <ToastProvider>
        <Trigger options={{ title: "Saved", variant: "success" }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Notify" }));
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification: Saved" }));
    expect(liveRegion().childElementCount).toBe(0);
  });

  it("stacks toasts and pauses the timer while hovered", () => {
    render(
      <ToastProvider>
        <Trigger options={{ title: "Saved" }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Notify" }));
    fireEvent.click(screen.getByRole("button", { name: "Notify" }));
    expect(liveRegion().childElementCount).toBe(2);

    const first = liveRegion().firstElementChild as HTMLElement;
    fireEvent.mouseEnter(first);
    act(() => vi.advanceTimersByTime(6000));
    expect(liveRegion().childElementCount).toBe(1);
    fireEvent.mouseLeave(first);
    act(() => vi.advanceTimersByTime(5000));
    expect(liveRegion().childElementCount).toBe(0);
  });

  it("useToast throws outside the provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Trigger options={{ title: "x" }} />)).toThrow(/ToastProvider/);
  });
});
