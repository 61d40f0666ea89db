// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { NETWORK_MESSAGE } from "@/lib/auth/ui-schemas";
import { CLASS_RULES } from "@/lib/classes/constants";
import { CLASS_MESSAGES } from "@/lib/classes/messages";
import { JoinClassButton } from "./join-class-button";
import type { FetchLike } from "./live-call";
import { advance, heading, liveText, withFakeClock } from "@/tests/support/classes-live-test-kit";

const MEETING = "https://meet.example.org/tutor-room-42";
const SESSION = 42;

type Answer = { status?: number; body: unknown } | "offline";
type Route = "join" | "check" | "poll" | "mark";

const ROUTES: Record<string, Route> = {
  "/ng-api/v1/join-class-now": "join",
  "/ng-api/v1/check-meeting-started": "check",
  [`/st/get-meeting-link?session_id=${SESSION}`]: "poll",
  "/api/mark-attendance": "mark",
};

const waiting = { body: { status: "waiting", started: false, message: "" } };
const link = { body: { status: "success", started: true, meeting_url: MEETING, message: "" } };
const notStarted = { body: { status: "success", started: false, message: "" } };
const marked = {
  body: { status: "success", attended_at: "2026-11-21T10:00:00.000Z", message: "Marked" },
};

/** A fake server: each route answers from its queue (the last answer repeats). */
function fakeServer(answers: Partial<Record<Route, Answer[]>>) {
  const calls: { route: Route; method: string; body: unknown }[] = [];
  const fetch = vi.fn<FetchLike>(async (path, init) => {
    const route = ROUTES[path];
    if (!route) throw new Error(`unexpected call ${path}`);
    calls.push({
      route,
      method: init?.method ?? "GET",
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const queue = answers[route] ?? [];
    const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? { body: {} };
    if (answer === "offline") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  const routes = () => calls.map((c) => c.route);
  return { fetch, calls, routes };
}

function setup(answers: Partial<Record<Route, Answer[]>>, props: { disabled?: boolean } = {}) {
  const server = fakeServer(answers);
  const navigate = vi.fn<(url: string) => void>();
  const view = render(
    <JoinClassButton
      sessionId={SESSION}
      disabled={props.disabled}
      deps={{ fetch: server.fetch, navigate }}
    />,
  );
  return { ...server, navigate, view };
}

async function clickJoin(name = "Join class") {
  fireEvent.click(screen.getByRole("button", { name }));
  await advance();
}

withFakeClock();

describe("JoinClassButton", () => {
  it("waits for the teacher, then marks attendance and goes to the meeting", async () => {
    const { routes, calls, navigate } = setup({
      join: [
        { body: { status: "waiting", started: false, message: "Your class starts at 5 pm." } },
      ],
      check: [notStarted],
      poll: [waiting, link],
      mark: [marked],
    });
    await clickJoin();

    expect(routes()).toEqual(["join", "check"]);
    expect(calls[0]).toEqual({ route: "join", method: "POST", body: { slot_id: SESSION } });
    expect(calls[1]).toEqual({ route: "check", method: "POST", body: { slot_id: SESSION } });
    expect(liveText()).toContain("Your class starts at 5 pm.");
    expect(heading("Waiting for your teacher")).not.toBeNull();
    const join = screen.getByRole("button", { name: /Joining/ });
    expect(join.getAttribute("aria-disabled")).toBe("true");

    await advance(CLASS_RULES.pollMs - 1);
    expect(routes()).toEqual(["join", "check"]);
    await advance(1);
    expect(routes()).toEqual(["join", "check", "poll"]);
    expect(calls[2]?.method).toBe("GET");
    expect(navigate).not.toHaveBeenCalled();

    await advance(CLASS_RULES.pollMs);
    expect(routes()).toEqual(["join", "check", "poll", "poll", "mark"]);
    expect(calls[4]).toEqual({ route: "mark", method: "POST", body: { slot_id: SESSION } });
    expect(navigate).toHaveBeenCalledWith(MEETING);
    expect(heading("Waiting for your teacher")).toBeNull();
  });

  it("shows the server's message for 10 seconds", async () => {
    setup({
      join: [{ body: { status: "waiting", started: false, message: "Almost time!" } }],
      check: [notStarted],
      poll: [waiting],
    });
    await clickJoin();
    expect(liveText()).toContain("Almost time!");
    await advance(CLASS_RULES.serverMessageMs - 1);
    expect(liveText()).toContain("Almost time!");
    await advance(1);
    expect(liveText()).not.toContain("Almost time!");
  });

  it("polls every 100 ms once the teacher has started, without the waiting dialog", async () => {
    const { routes, navigate } = setup({
      join: [waiting],
      check: [{ body: { status: "success", started: true, message: "" } }],
      poll: [link],
      mark: [marked],
    });
    await clickJoin();
    expect(heading("Waiting for your teacher")).toBeNull();
    expect(routes()).toEqual(["join", "check"]);
    await advance(CLASS_RULES.pollStartedMs);
    expect(routes()).toEqual(["join", "check", "poll", "mark"]);
    expect(navigate).toHaveBeenCalledWith(MEETING);
  });

  it("goes straight to attendance when join-class-now already has the link", async () => {
    const { routes, navigate } = setup({ join: [link], mark: [marked] });
    await clickJoin();
    expect(routes()).toEqual(["join", "mark"]);
    expect(navigate).toHaveBeenCalledWith(MEETING);
  });

  it("replaces the waiting dialog with the timeout dialog at 180 s; Retry after 15 s", async () => {
    const { routes } = setup({ join: [waiting], check: [notStarted], poll: [waiting] });
    await clickJoin();
    await advance(CLASS_RULES.joinTimeoutMs - 1);
    expect(heading("Waiting for your teacher")).not.toBeNull();
    const polls = routes().filter((r) => r === "poll").length;
    expect(polls).toBe(Math.floor((CLASS_RULES.joinTimeoutMs - 1) / CLASS_RULES.pollMs));

    await advance(1);
    expect(heading("Waiting for your teacher")).toBeNull();
    expect(heading("The class has not started yet")).not.toBeNull();
    const retry = screen.getByRole("button", { name: "Retry" }) as HTMLButtonElement;
    expect(retry.disabled).toBe(true);

    // No more polling behind the timeout dialog.
    const before = routes().length;
    await advance(CLASS_RULES.retryEnabledAfterMs - 1);
    expect(routes().length).toBe(before);
    expect(retry.disabled).toBe(true);
    await advance(1);
    expect(retry.disabled).toBe(false);

    fireEvent.click(retry);
    await advance();
    expect(heading("The class has not started yet")).toBeNull();
    expect(routes().slice(before)).toEqual(["join", "check"]);
    expect(heading("Waiting for your teacher")).not.toBeNull();
  });

  it("stops with the message of a fail answer", async () => {
    const { routes } = setup({
      join: [
        { body: { status: "fail", started: false, message: CLASS_MESSAGES.noClassesRemaining } },
      ],
    });
    await clickJoin();
    expect(screen.getByText(CLASS_MESSAGES.noClassesRemaining)).toBeTruthy();
    expect(heading("Waiting for your teacher")).toBeNull();
    await advance(CLASS_RULES.joinTimeoutMs);
    expect(routes()).toEqual(["join"]);
    expect(heading("The class has not started yet")).toBeNull();
    // The message stays and Join may be pressed again.
    expect(screen.getByText(CLASS_MESSAGES.noClassesRemaining)).toBeTruthy();
    expect(
      screen.getByRole("button", { name: "Join class" }).getAttribute("aria-disabled"),
    ).toBeNull();
  });

  it("shows the server's message of a refusal (403)", async () => {
    setup({ join: [{ status: 403, body: { message: CLASS_MESSAGES.notYourClass } }] });
    await clickJoin();
    expect(screen.getByText(CLASS_MESSAGES.notYourClass)).toBeTruthy();
  });

  it("stops when the teacher's meeting is over while waiting", async () => {
    const { routes } = setup({
      join: [waiting],
      check: [notStarted],
      poll: [{ body: { status: "fail", started: false, message: CLASS_MESSAGES.meetingTimeOver } }],
    });
    await clickJoin();
    await advance(CLASS_RULES.pollMs);
    expect(heading("Waiting for your teacher")).toBeNull();
    expect(screen.getByText(CLASS_MESSAGES.meetingTimeOver)).toBeTruthy();
    await advance(CLASS_RULES.pollMs * 2);
    expect(routes()).toEqual(["join", "check", "poll"]);
  });

  it("treats an answer of an unexpected shape as a failure", async () => {
    const { routes } = setup({ join: [{ body: { status: "ok", link: MEETING } }] });
    await clickJoin();
    expect(screen.getByText(NETWORK_MESSAGE)).toBeTruthy();
    expect(routes()).toEqual(["join"]);
  });

  it("on a network error shows a clear message and Try again", async () => {
    const { routes, navigate } = setup({ join: ["offline", link], mark: [marked] });
    await clickJoin();
    expect(screen.getByText(NETWORK_MESSAGE)).toBeTruthy();
    await clickJoin("Try again");
    expect(routes()).toEqual(["join", "join", "mark"]);
    expect(navigate).toHaveBeenCalledWith(MEETING);
  });

  it("keeps polling through a dropped connection", async () => {
    const { routes, navigate } = setup({
      join: [waiting],
      check: [notStarted],
      poll: ["offline", link],
      mark: [marked],
    });
    await clickJoin();
    await advance(CLASS_RULES.pollMs);
    expect(liveText()).toContain("Still trying");
    expect(heading("Waiting for your teacher")).not.toBeNull();
    await advance(CLASS_RULES.pollMs);
    expect(routes()).toEqual(["join", "check", "poll", "poll", "mark"]);
    expect(navigate).toHaveBeenCalledWith(MEETING);
  });

  it("Stop waiting closes the dialog, stops polling and returns focus to Join", async () => {
    const { routes } = setup({ join: [waiting], check: [notStarted], poll: [waiting] });
    const button = screen.getByRole("button", { name: "Join class" });
    button.focus();
    await clickJoin();
    fireEvent.click(screen.getByRole("button", { name: "Stop waiting" }));
    await advance();
    expect(heading("Waiting for your teacher")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Join class" }));
    await advance(CLASS_RULES.joinTimeoutMs);
    expect(routes()).toEqual(["join", "check"]);
    expect(heading("The class has not started yet")).toBeNull();
  });

  it("ignores a second click while joining", async () => {
    const { routes } = setup({ join: [waiting], check: [notStarted], poll: [waiting] });
    await clickJoin();
    fireEvent.click(screen.getByRole("button", { name: /Joining/ }));
    await advance();
    expect(routes()).toEqual(["join", "check"]);
  });

  it("stops polling when it leaves the page", async () => {
    const { routes, view } = setup({ join: [waiting], check: [notStarted], poll: [waiting] });
    await clickJoin();
    view.unmount();
    await advance(CLASS_RULES.joinTimeoutMs);
    expect(routes()).toEqual(["join", "check"]);
  });

  it("can be disabled by the page", () => {
    setup({}, { disabled: true });
    expect((screen.getByRole("button", { name: "Join class" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
