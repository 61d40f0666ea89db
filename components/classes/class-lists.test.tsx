// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pagedList } from "@/lib/catalog/courses/paging";
import type { ClassListAnswer, ClassRow } from "@/lib/classes/lists/schemas";
import { CANCEL_MESSAGES } from "@/lib/classes/cancel/rules";
import { cancelPreview } from "@/tests/support/classes-lists-fixtures";
import { ClassLists } from "./class-lists";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: vi.fn() }) }));
// The other engineers' buttons are stand-ins here: these tests are about the lists.
vi.mock("./join-class-button", () => ({
  JoinClassButton: ({ sessionId }: { sessionId: number }) => (
    <button>Join class {sessionId}</button>
  ),
}));
vi.mock("./rate-class-dialog", () => ({
  RateClassButton: ({ sessionId }: { sessionId: number }) => (
    <button>Rate class {sessionId}</button>
  ),
}));
vi.mock("./request-video-button", () => ({ RequestVideoButton: () => null }));
vi.mock("./start-class-button", () => ({
  StartClassButton: ({ started }: { started?: boolean }) => (
    <button>{started ? "Resume class" : "Start class"}</button>
  ),
}));
vi.mock("./slot-students-dialog", () => ({ SlotStudentsButton: () => <button>Students</button> }));
vi.mock("./class-notes-button", () => ({
  ClassNotesButton: ({ onSaved }: { onSaved?: (title: string) => void }) => (
    <button onClick={() => onSaved?.("Scales in G major")}>Save notes</button>
  ),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  refresh.mockReset();
});

function row(id: number, over: Partial<ClassRow> = {}): ClassRow {
  return {
    slot_id: id,
    enrolment_id: id + 1000,
    kind: "upcoming",
    starts_at: "2030-03-12T12:00:00.000Z",
    ends_at: "2030-03-12T13:00:00.000Z",
    date: "2030-03-12",
    time: "17:30",
    date_label: "Tue, 12 Mar",
    time_label: "05:30 PM (IST)",
    when_label: "Tuesday, 12th Mar at 05:30 PM (IST)",
    subject_name: "Guitar",
    teacher_id: 7,
    teacher_name: "Rohan Mathew",
    students: [],
    is_demo: false,
    title: null,
    attended: false,
    rated: false,
    rating: null,
    meeting_started: false,
    cancelled_at: null,
    cancelled_by: null,
    cancel_reason: null,
    can_join: false,
    can_start: false,
    can_cancel: true,
    can_rate: false,
    ...over,
  };
}

const COUNTS = { upcomming: 12, pastSlots: 1, missedSlots: 0, cancelledSlots: 0 };

/** A list answer as the server builds it: spec 3's paged-list fields, 10 a page. */
function answer(
  type: ClassListAnswer["type"],
  data: ClassRow[],
  { page = 1, total = data.length, ...over }: Partial<ClassListAnswer> & { page?: number } = {},
): ClassListAnswer {
  return {
    status: "success",
    responseCode: 200,
    type,
    counts: COUNTS,
    ...pagedList(data, { page, total, perPage: 10 }, (p) => `/get-all-${type}-classes?page=${p}`),
    time_zone: "Asia/Kolkata",
    ...over,
  };
}

const firstTen = Array.from({ length: 10 }, (_, i) => row(i + 1));
const initial = answer("upcoming", firstTen, { total: 12 });

type Handler = (url: string, init?: RequestInit) => { status?: number; body: unknown } | Error;

function fakeFetch(handler: Handler) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    calls.push(init?.method === "POST" ? `POST ${input} ${String(init.body)}` : input);
    const out = handler(input, init);
    if (out instanceof Error) throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(out.body), { status: out.status ?? 200 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

describe("ClassLists", () => {
  beforeEach(() => refresh.mockReset());

  it("starts with the server's 10 upcoming classes and the counts, then shows 10 more", async () => {
    const user = userEvent.setup();
    const calls = fakeFetch(() => ({
      body: answer("upcoming", [row(11), row(12)], { page: 2, total: 12 }),
    }));
    render(<ClassLists role="student" initial={initial} />);
    const upcoming = screen.getByRole("region", { name: "Upcoming classes" });
    expect(within(upcoming).getAllByRole("listitem")).toHaveLength(10);
    expect(within(upcoming).getAllByText("With Rohan Mathew")).toHaveLength(10);
    expect(screen.getByRole("tab", { name: /Upcoming\s*12/ }).getAttribute("aria-selected")).toBe(
      "true",
    );
    expect(screen.getByRole("tab", { name: /Past\s*1/ })).toBeDefined();
    expect(calls).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(upcoming).getAllByRole("listitem")).toHaveLength(12));
    expect(calls).toEqual(["/get-all-upcoming-classes?page=2&limit=10"]);
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("loads a tab the first time it opens, with loading and empty states", async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls = fakeFetch(() => ({ body: answer("missed", []) }));
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string) => {
        calls.push(input);
        await gate;
        return new Response(JSON.stringify(answer("missed", [])), { status: 200 });
      }),
    );
    render(<ClassLists role="student" initial={initial} />);
    await user.click(screen.getByRole("tab", { name: /Missed/ }));
    expect(await screen.findByText("Loading missed classes…")).toBeDefined();
    release();
    expect(await screen.findByText("No missed classes.")).toBeDefined();
    expect(calls).toEqual(["/get-all-missed-classes?page=1&limit=10"]);

    // Back and forth: a loaded list is not fetched again.
    await user.click(screen.getByRole("tab", { name: /Upcoming/ }));
    await user.click(screen.getByRole("tab", { name: /Missed/ }));
    expect(calls).toHaveLength(1);
  });

  it("shows the past actions and a teacher's students", async () => {
    const user = userEvent.setup();
    fakeFetch((url) =>
      url.includes("past")
        ? {
            body: answer("past", [
              row(3, { kind: "past", attended: true, can_rate: true, can_cancel: false }),
            ]),
          }
        : { body: answer("upcoming", []) },
    );
    const { unmount } = render(<ClassLists role="student" initial={initial} />);
    await user.click(screen.getByRole("tab", { name: /Past/ }));
    expect(await screen.findByRole("button", { name: "Rate class 3" })).toBeDefined();
    expect(screen.getByText("Attended")).toBeDefined();
    unmount();

    render(
      <ClassLists
        role="teacher"
        initial={answer("upcoming", [
          row(5, {
            enrolment_id: null,
            is_demo: true,
            can_start: true,
            can_cancel: false,
            meeting_started: true,
            students: [{ id: 9, name: "Aarav Mehta", attended: false, cancelled: false }],
          }),
        ])}
      />,
    );
    const upcoming = screen.getByRole("region", { name: "Upcoming classes" });
    expect(within(upcoming).getByText("Guitar · Free demo")).toBeDefined();
    expect(within(upcoming).getByText("Students: Aarav Mehta")).toBeDefined();
    expect(within(upcoming).getByRole("button", { name: "Resume class" })).toBeDefined();
    expect(within(upcoming).queryByRole("button", { name: "Cancel class" })).toBeNull();
  });

  it("shows class notes a teacher saves on the row at once, without reloading the list", async () => {
    const user = userEvent.setup();
    const calls = fakeFetch(() => ({ body: answer("upcoming", []) }));
    render(
      <ClassLists
        role="teacher"
        initial={answer("upcoming", [
          row(6, { enrolment_id: null, can_cancel: false, title: "Chords" }),
        ])}
      />,
    );
    const upcoming = screen.getByRole("region", { name: "Upcoming classes" });
    expect(within(upcoming).getByText("Class notes: Chords")).toBeDefined();
    await user.click(within(upcoming).getByRole("button", { name: "Save notes" }));
    expect(within(upcoming).getByText("Class notes: Scales in G major")).toBeDefined();
    expect(calls).toEqual([]);
  });

  it("fetches the first page itself without a server page, and offers a retry on failure", async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeFetch(() => (fail ? new Error("offline") : { body: answer("upcoming", [row(1)]) }));
    render(<ClassLists role="student" />);
    expect(
      await screen.findByText(
        "We could not load your classes. Please check your connection and try again.",
      ),
    ).toBeDefined();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("With Rohan Mathew")).toBeDefined();
  });

  it("shows the server's message when a list is refused", async () => {
    fakeFetch(() => ({
      status: 401,
      body: { status: "error", message: "Please log in to continue." },
    }));
    render(<ClassLists role="student" />);
    expect(await screen.findByText("Please log in to continue.")).toBeDefined();
  });

  it("cancels a class through the modal, then refreshes the lists and the page", async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const calls = fakeFetch((url) => {
      if (url.startsWith("/request-cancel")) {
        return {
          body: cancelPreview({
            slot_id: 2,
            is_demo: false,
            is_last_minute: false,
            hours_until_start: 50,
            notes: [CANCEL_MESSAGES.seatFreed],
          }),
        };
      }
      if (url === "/cancel-student-class") {
        cancelled = true;
        return {
          body: {
            status: "success",
            responseCode: 200,
            message: "Your class is cancelled.",
            slot_id: 2,
            is_last_minute: false,
          },
        };
      }
      return {
        body: answer(
          "upcoming",
          firstTen.filter((r) => !cancelled || r.slot_id !== 2),
          { counts: { ...COUNTS, upcomming: 11, cancelledSlots: 1 } },
        ),
      };
    });
    render(<ClassLists role="student" initial={initial} />);
    const upcoming = screen.getByRole("region", { name: "Upcoming classes" });
    await user.click(within(upcoming).getAllByRole("button", { name: "Cancel class" })[1]!);
    const dialog = await screen.findByRole("dialog", { name: "Cancel this class?" });
    expect(await within(dialog).findByText("Tuesday, 12th Mar at 05:30 PM (IST)")).toBeDefined();
    await user.type(within(dialog).getByLabelText("Reason (optional)"), "Travelling");
    await user.click(within(dialog).getByRole("button", { name: "Cancel class" }));

    expect(await screen.findByText("Your class is cancelled.")).toBeDefined();
    await waitFor(() => expect(within(upcoming).getAllByRole("listitem")).toHaveLength(9));
    expect(screen.getByRole("tab", { name: /Cancelled\s*1/ })).toBeDefined();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([
      "/request-cancel?slot_id=2",
      'POST /cancel-student-class {"slot_id":2,"reason":"Travelling"}',
      "/get-all-upcoming-classes?page=1&limit=10",
    ]);
  });
});
