// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "@/components/ui";
import { REMINDER_MESSAGES as M } from "@/lib/reminders/messages";
import { ReminderSettings } from "./reminder-settings";

const actions = vi.hoisted(() => ({
  issueCalendarFeedAction: vi.fn(),
  setClassRemindersAction: vi.fn(),
}));
vi.mock("@/lib/reminders/actions", () => actions);

const URL_1 = "http://localhost/calendar/feed/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics";

function show(settings: { hasFeed: boolean; remindersOn: boolean | null }) {
  render(
    <ToastProvider>
      <ReminderSettings settings={settings} />
    </ToastProvider>,
  );
}

beforeEach(() => {
  actions.issueCalendarFeedAction.mockReset();
  actions.setClassRemindersAction.mockReset();
});
afterEach(cleanup);

describe("ReminderSettings", () => {
  it("makes a calendar address and shows it once, ready to copy", async () => {
    actions.issueCalendarFeedAction.mockResolvedValue({ ok: true, data: { url: URL_1 } });
    show({ hasFeed: false, remindersOn: true });
    fireEvent.click(screen.getByRole("button", { name: M.feedCreate }));
    const field = (await screen.findByLabelText("Your calendar address")) as HTMLInputElement;
    expect(field.value).toBe(URL_1);
    expect(screen.getByRole("button", { name: M.feedRevoke })).toBeTruthy();
  });

  it("asks before revoking, keeps the address on 'keep', makes a new one on 'Revoke'", async () => {
    actions.issueCalendarFeedAction.mockResolvedValue({ ok: true, data: { url: URL_1 } });
    show({ hasFeed: true, remindersOn: null });
    expect(screen.getByText(M.feedExists)).toBeTruthy();
    expect(screen.queryByText(M.remindersTitle)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: M.feedRevoke }));
    expect(screen.getByText(M.feedRevokeConfirm)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Keep the old address" }));
    expect(actions.issueCalendarFeedAction).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: M.feedRevoke }));
    fireEvent.click(screen.getByRole("button", { name: "Revoke" }));
    expect(
      ((await screen.findByLabelText("Your calendar address")) as HTMLInputElement).value,
    ).toBe(URL_1);
    expect(actions.issueCalendarFeedAction).toHaveBeenCalledTimes(1);
  });

  it("saves the reminders switch and shows the server's refusal", async () => {
    actions.setClassRemindersAction.mockResolvedValueOnce({ ok: true, data: { enabled: false } });
    show({ hasFeed: false, remindersOn: true });
    const box = screen.getByLabelText("Send me class reminders") as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole("button", { name: "Save reminders" }));
    await waitFor(() =>
      expect(actions.setClassRemindersAction).toHaveBeenCalledWith({ enabled: false }),
    );
    await screen.findByText(M.remindersOff);
    actions.setClassRemindersAction.mockResolvedValueOnce({
      ok: false,
      status: 403,
      message: "Forbidden.",
      fieldErrors: {},
    });
    fireEvent.click(box);
    fireEvent.click(screen.getByRole("button", { name: "Save reminders" }));
    await screen.findByText("Forbidden.");
  });
});
