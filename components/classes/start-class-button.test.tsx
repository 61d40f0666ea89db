// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { NETWORK_MESSAGE } from "@/lib/auth/ui-schemas";
import { CLASS_MESSAGES } from "@/lib/classes/messages";
import { browser } from "./live-call";
import { advance, heading, liveText, withFakeClock } from "@/tests/support/classes-live-test-kit";
import { RELOAD_AFTER_MS, StartClassButton } from "./start-class-button";

const MEETING = "https://meet.example.org/host-room-7";

type FakeTab = {
  location: { href: string };
  opener: unknown;
  close: ReturnType<typeof vi.fn>;
  document: { title: string; body: { textContent: string } };
};

function fakeTab(): FakeTab {
  return {
    location: { href: "" },
    opener: {},
    close: vi.fn(),
    document: { title: "", body: { textContent: "" } },
  };
}

/** A fake server answering from a queue; `hold` keeps the next answer until `release()`. */
function fakeServer(answers: unknown[]) {
  const calls: { path: string; body: unknown }[] = [];
  let release: () => void = () => {};
  let held = false;
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    calls.push({ path, body: JSON.parse(String(init?.body)) });
    if (held) await new Promise<void>((resolve) => (release = resolve));
    const answer = answers.shift();
    if (answer === "offline") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return {
    fetch,
    calls,
    hold: () => (held = true),
    release: () => {
      held = false;
      release();
    },
  };
}

/** Spies this file sets up; restored after each test (not console.error's, see setup). */
const spies: { mockRestore: () => void }[] = [];

function stubOpen(tab: FakeTab | null) {
  const spy = vi.spyOn(window, "open").mockImplementation(() => tab as unknown as Window);
  spies.push(spy);
  return spy;
}

function stubReload() {
  const spy = vi.spyOn(browser, "reload").mockImplementation(() => {});
  spies.push(spy);
  return spy;
}

async function click(name: string | RegExp) {
  fireEvent.click(screen.getByRole("button", { name }));
  await advance();
}

const success = { status: "success", meeting_url: MEETING, message: "Meeting created" };

withFakeClock(() => {
  vi.unstubAllGlobals();
  spies.splice(0).forEach((spy) => spy.mockRestore());
});

describe("StartClassButton", () => {
  it("asks for confirmation; Cancel starts nothing", async () => {
    const server = fakeServer([success]);
    const open = stubOpen(fakeTab());
    render(<StartClassButton sessionId={7} isDemo={false} />);
    await click("Start class");
    expect(heading("Start the class?")).not.toBeNull();
    await click("Cancel");
    expect(heading("Start the class?")).toBeNull();
    expect(open).not.toHaveBeenCalled();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it("opens a tab inside the click, starts the class and sends the tab to the meeting", async () => {
    const server = fakeServer([success]);
    const tab = fakeTab();
    const open = stubOpen(tab);
    render(<StartClassButton sessionId={7} isDemo={false} />);
    await click("Start class");
    server.hold();
    fireEvent.click(screen.getAllByRole("button", { name: "Start class" }).at(-1)!);
    // The tab is opened synchronously, before the server answers.
    expect(open).toHaveBeenCalledWith("", "_blank");
    expect(tab.opener).toBeNull();
    await advance();
    expect(server.calls).toEqual([
      { path: "/api/ceate-and-join-meeting", body: { slot_id: 7, is_demo: false } },
    ]);
    const busy = screen.getByRole("button", { name: /Starting/ });
    expect(busy.getAttribute("aria-disabled")).toBe("true");
    expect(busy.getAttribute("aria-busy")).toBe("true");
    fireEvent.click(busy);
    expect(server.fetch).toHaveBeenCalledTimes(1);

    server.release();
    await advance();
    expect(tab.location.href).toBe(MEETING);
    expect(tab.close).not.toHaveBeenCalled();
    expect(liveText()).toContain("opened in a new tab");
    expect(screen.getByRole("button", { name: "Resume class" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Open the class/ }).getAttribute("href")).toBe(MEETING);
  });

  it("sends is_demo for a demo class", async () => {
    const server = fakeServer([success]);
    stubOpen(fakeTab());
    render(<StartClassButton sessionId={9} isDemo />);
    await click("Start class");
    expect(heading("Start the demo class?")).not.toBeNull();
    fireEvent.click(screen.getAllByRole("button", { name: "Start class" }).at(-1)!);
    await advance();
    expect(server.calls[0]?.body).toEqual({ slot_id: 9, is_demo: true });
  });

  it("zoom_occupied offers a free licence, which repeats the call with free_licence", async () => {
    const server = fakeServer([
      { status: "zoom_occupied", messageDescription: "Your 4 pm class is still running." },
      success,
    ]);
    const first = fakeTab();
    const second = fakeTab();
    const open = stubOpen(first);
    render(<StartClassButton sessionId={7} isDemo={false} />);
    await click("Start class");
    fireEvent.click(screen.getAllByRole("button", { name: "Start class" }).at(-1)!);
    await advance();
    expect(first.close).toHaveBeenCalled();
    expect(heading("Your previous class is still running")).not.toBeNull();
    expect(screen.getByText("Your 4 pm class is still running.")).toBeTruthy();

    open.mockImplementation(() => second as unknown as Window);
    await click("Continue on a free licence");
    expect(open).toHaveBeenCalledTimes(2);
    expect(server.calls[1]).toEqual({
      path: "/api/ceate-and-join-meeting",
      body: { slot_id: 7, is_demo: false, free_licence: true },
    });
    expect(second.location.href).toBe(MEETING);
    expect(heading("Your previous class is still running")).toBeNull();
  });

  it('shows the spec\'s message for meeting_url "201" and closes the tab', async () => {
    fakeServer([{ status: "success", meeting_url: "201", message: "" }]);
    const tab = fakeTab();
    stubOpen(tab);
    render(<StartClassButton sessionId={7} isDemo={false} />);
    await click("Start class");
    fireEvent.click(screen.getAllByRole("button", { name: "Start class" }).at(-1)!);
    await advance();
    expect(screen.getByText(CLASS_MESSAGES.meetingSlotUnavailable)).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Start class" })).toBeTruthy();
  });

  it("shows a fail answer's messageDescription without reloading", async () => {
    fakeServer([{ status: "fail", messageDescription: "You can start 15 minutes before." }]);
    stubOpen(fakeTab());
    const reload = stubReload();
    render(<StartClassButton sessionId={7} isDemo={false} />);
    await click("Start class");
    fireEvent.click(screen.getAllByRole("button", { name: "Start class" }).at(-1)!);
    await advance(RELOAD_AFTER_MS);
    expect(screen.getByText("You can start 15 minutes before.")).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it("'Your Meeting time is over.' is shown, then the page reloads", async () => {
    fakeServer([{ status: "fail", messageDescription: CLASS_MESSAGES.meetingTimeOver }]);
    stubOpen(fakeTab());
    const reload = stubReload();
    render(<StartClassButton sessionId={7} isDemo={false} started />);
    await click("Resume class");
    expect(screen.getByText(CLASS_MESSAGES.meetingTimeOver)).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    await advance(RELOAD_AFTER_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("a started class resumes without confirmation", async () => {
    const server = fakeServer([success]);
    const tab = fakeTab();
    stubOpen(tab);
    render(<StartClassButton sessionId={7} isDemo={false} started />);
    await click("Resume class");
    expect(heading("Start the class?")).toBeNull();
    expect(server.calls).toEqual([{ path: "/api/resume-meeting", body: { slot_id: 7 } }]);
    expect(tab.location.href).toBe(MEETING);
  });

  it("a blocked popup shows the spec's message and offers the link instead", async () => {
    fakeServer([success]);
    stubOpen(null);
    render(<StartClassButton sessionId={7} isDemo={false} started />);
    fireEvent.click(screen.getByRole("button", { name: "Resume class" }));
    expect(screen.getByText(CLASS_MESSAGES.popupBlocked)).toBeTruthy();
    await advance();
    expect(screen.getByText(CLASS_MESSAGES.popupBlocked)).toBeTruthy();
    const link = screen.getByRole("link", { name: /Open the class/ });
    expect(link.getAttribute("href")).toBe(MEETING);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });

  it("a network error shows a clear message and closes the empty tab", async () => {
    const server = fakeServer(["offline", success]);
    const tab = fakeTab();
    stubOpen(tab);
    render(<StartClassButton sessionId={7} isDemo={false} started />);
    await click("Resume class");
    expect(screen.getByText(NETWORK_MESSAGE)).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    await click("Resume class");
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect(tab.location.href).toBe(MEETING);
  });
});
