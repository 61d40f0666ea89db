// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { calendarDates, calendarTimings } from "@/lib/classes/calendar/build";
import type { CalendarItem, TeacherCalendar } from "@/lib/classes/calendar/schemas";
import { TeacherCalendarView } from "./teacher-calendar";

vi.mock("next/link", () => ({
  default: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);

const DATES = [
  "2026-03-01",
  "2026-03-02",
  "2026-03-03",
  "2026-03-04",
  "2026-03-05",
  "2026-03-06",
  "2026-03-07",
];

const item = (over: Partial<CalendarItem>): CalendarItem => ({
  kind: "class",
  id: "class-1",
  session_id: 1,
  slot_id: null,
  date: "2026-03-05",
  weekday: 4,
  hour: 9,
  start_time: "09:00",
  end_time: "10:00",
  start_label: "09:00 AM",
  end_label: "10:00 AM",
  starts_at: "2026-03-05T03:30:00.000Z",
  ends_at: "2026-03-05T04:30:00.000Z",
  duration: 60,
  status: 1,
  status_label: "Scheduled",
  is_demo: false,
  subject: "Guitar",
  title: "Chords",
  capacity: 1,
  enrolled: 1,
  students: [
    {
      id: 7,
      name: "Asha Rao",
      status: 1,
      attended: false,
      mobile: "+91 9000000001",
      email: "a@x.example",
    },
  ],
  ...over,
});

const calendar = (over: Partial<TeacherCalendar> = {}): TeacherCalendar => ({
  status: "success",
  teacher_id: 3,
  teacher_name: "Rohan Mathew",
  teacher_status: "active",
  weekStatus: 0,
  hours_filter: "working",
  time_zone: "Asia/Kolkata",
  zone_label: "(IST)",
  dateArray: calendarDates(DATES, "2026-03-04"),
  timings: calendarTimings([9, 10, 11, 12, 13, 14, 15, 16, 17]),
  adhocSlots: [
    item({}),
    item({
      kind: "free",
      id: "slot-4_2026-03-04",
      session_id: null,
      date: "2026-03-04",
      hour: 17,
      start_label: "05:00 PM",
      end_label: "06:00 PM",
      status: null,
      status_label: "Free",
      is_demo: true,
      title: null,
      students: [],
    }),
    item({ id: "class-2", session_id: 2, date: "2026-03-06", hour: 12, status: 5, students: [] }),
  ],
  hidden_count: 0,
  prevStartDate: "2026-02-22",
  currentStartDate: "2026-03-01",
  nextStartDate: "2026-03-08",
  weekLabel: "01 March, 2026 – 07 March, 2026",
  ...over,
});

describe("TeacherCalendarView", () => {
  it("links the weeks and keeps the hours filter in the address", () => {
    render(<TeacherCalendarView calendar={calendar({ weekStatus: 2, hours_filter: "09-18" })} />);
    const nav = screen.getByRole("navigation", { name: "Weeks" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((l) => [l.getAttribute("aria-label"), l.getAttribute("href")])).toEqual([
      ["Previous week", "/em/calendar?weekStatus=1&hours=09-18"],
      ["This week", "/em/calendar?hours=09-18"],
      ["Next week", "/em/calendar?weekStatus=3&hours=09-18"],
    ]);
    // Only this week's own link is marked current, and only when it is shown.
    expect(links.map((l) => l.getAttribute("aria-current"))).toEqual([null, null, null]);
    // The hours form keeps the week and offers the custom range.
    const select = screen.getByLabelText("Hours shown") as HTMLSelectElement;
    expect(select.value).toBe("09-18");
    expect(select.selectedOptions[0]!.textContent).toBe("09:00 AM – 06:00 PM");
    const form = select.closest("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect((form.querySelector('input[name="weekStatus"]') as HTMLInputElement).value).toBe("2");
  });

  it("stops the links a year away", () => {
    render(<TeacherCalendarView calendar={calendar({ weekStatus: 52 })} />);
    expect(screen.queryByRole("link", { name: "Next week" })).toBeNull();
    expect(screen.getByText("Next →").getAttribute("aria-disabled")).toBe("true");
    cleanup();
    render(<TeacherCalendarView calendar={calendar({ weekStatus: 0 })} />);
    expect(screen.getByRole("link", { name: "This week" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(screen.getByText("Times in Asia/Kolkata (IST)")).toBeTruthy();
  });

  it("names each status in words, with the students' contacts as links", () => {
    render(<TeacherCalendarView calendar={calendar()} />);
    const grid = screen.getByRole("table");
    expect(
      within(grid).getByText("Week of 01 March, 2026 – 07 March, 2026, times (IST)"),
    ).toBeTruthy();
    const headers = within(grid).getAllByRole("columnheader");
    expect(headers.map((h) => h.textContent)).toContain("Wednesday04 March, 2026 · Today");
    expect(
      within(grid)
        .getAllByRole("rowheader")
        .map((h) => h.textContent)[0],
    ).toBe("09:00 AM");
    const scheduled = within(grid).getByRole("article", {
      name: "Scheduled: Guitar, 09:00 AM to 10:00 AM (IST)",
    });
    expect(
      within(scheduled).getByRole("link", { name: "+91 9000000001" }).getAttribute("href"),
    ).toBe("tel:+919000000001");
    expect(within(scheduled).getByText("Chords")).toBeTruthy();
    expect(
      within(grid).getByRole("article", {
        name: "Free slot: Guitar · Free demo, 05:00 PM to 06:00 PM (IST)",
      }),
    ).toBeTruthy();
    expect(within(grid).getByRole("article", { name: /^Cancelled: Guitar/ })).toBeTruthy();
    // The legend names every status.
    const legend = screen.getByRole("list", { name: "Legend" });
    expect(
      within(legend)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["●Scheduled", "▶Started", "✓Held", "!Missed", "✕Cancelled", "○Free slot"]);
  });

  it("shows an empty week with a way to add slots, and tells about hidden hours", () => {
    render(<TeacherCalendarView calendar={calendar({ adhocSlots: [], timings: [] })} />);
    expect(screen.getByText("Nothing in this week.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Set your weekly slots" }).getAttribute("href")).toBe(
      "/em/schedule",
    );
    expect(screen.queryByRole("table")).toBeNull();
    cleanup();
    render(<TeacherCalendarView calendar={calendar({ hidden_count: 2 })} />);
    expect(screen.getByText(/2 classes or free slots are/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Show all hours" }).getAttribute("href")).toBe(
      "/em/calendar?hours=all",
    );
    // The phone list says which days have nothing: on the day, or in the hours shown.
    expect(screen.getAllByText("Nothing on this day.")).toHaveLength(4);
    cleanup();
    render(<TeacherCalendarView calendar={calendar({ hours_filter: "09-18" })} />);
    expect(screen.getAllByText("Nothing in these hours.")).toHaveLength(4);
  });
});
