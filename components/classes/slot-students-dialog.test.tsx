// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CLASS_MESSAGES } from "@/lib/classes/messages";
import { SlotStudentsButton } from "./slot-students-dialog";
import { json, stubFetch } from "@/tests/support/classes-after-fake-fetch";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const header = {
  slot_id: 3,
  title: "Chords",
  subject: "Guitar",
  starts_at: "2026-01-01T10:00:00.000Z",
  ends_at: "2026-01-01T11:00:00.000Z",
  is_demo: false,
  status: 2,
  has_begun: true,
  student_count: 2,
};
const student = (
  id: number,
  name: string,
  attended: boolean,
  notified = 0,
  attendance: "present" | "absent" | "not_yet" = attended ? "present" : "absent",
) => ({
  id,
  student_id: id + 100,
  name,
  attended,
  attended_at: attended ? "2026-01-01T10:01:00.000Z" : null,
  attendance,
  status: attended ? 3 : 1,
  notified_count: notified,
});
const list = (students: ReturnType<typeof student>[], over: Partial<typeof header> = {}) =>
  json({ status: "success", header: { ...header, ...over }, studentList: students });

describe("SlotStudentsButton", () => {
  it("lists present and absent students and notifies an absent one up to the cap", async () => {
    let release: () => void = () => {};
    const calls = stubFetch(
      list([student(1, "Alice Rao", true), student(2, "Bob Sen", false, 4)]),
      () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve(
              Response.json({
                status: "success",
                message: "The student has been notified.",
                count: 5,
              }),
            );
        }),
      json({ status: "success", message: "The student has been notified.", count: 6 }),
    );
    const user = userEvent.setup();
    render(<SlotStudentsButton sessionId={3} />);
    await user.click(screen.getByRole("button", { name: "Students" }));
    const alice = (await screen.findByText("Alice Rao")).closest("li")!;
    expect(within(alice).getByText("Present")).toBeTruthy();
    expect(within(alice).queryByRole("button")).toBeNull();
    const bob = screen.getByText("Bob Sen").closest("li")!;
    expect(within(bob).getByText("Absent")).toBeTruthy();
    expect(calls[0]!.url).toBe("/em/get-slot-student-list?slot_id=3");

    const notify = within(bob).getByRole("button", { name: /Notify Bob Sen/ }) as HTMLButtonElement;
    expect(notify.textContent).toBe("Notify (4/6)");
    await user.click(notify);
    expect(notify.disabled).toBe(true);
    release();
    await within(bob).findByText("Notify (5/6)");
    expect(notify.disabled).toBe(false);
    await user.click(notify);
    expect(await within(bob).findByText(CLASS_MESSAGES.notifiedMaximum)).toBeTruthy();
    expect(notify.textContent).toBe("Notify (6/6)");
    expect(notify.disabled).toBe(true);
    expect(calls.slice(1).map((c) => c.url)).toEqual([
      "/setNotificationMissingStudent?id=2",
      "/setNotificationMissingStudent?id=2",
    ]);
  });

  it("offers no notify button before the class has begun, and shows the cap already reached", async () => {
    stubFetch(list([student(2, "Bob Sen", false)], { has_begun: false }));
    const user = userEvent.setup();
    const { unmount } = render(<SlotStudentsButton sessionId={3} />);
    await user.click(screen.getByRole("button", { name: "Students" }));
    await screen.findByText("Bob Sen");
    expect(screen.queryByRole("button", { name: /Notify/ })).toBeNull();
    unmount();

    stubFetch(list([student(2, "Bob Sen", false, 6)]));
    render(<SlotStudentsButton sessionId={3} />);
    await user.click(screen.getByRole("button", { name: "Students" }));
    expect(await screen.findByText(CLASS_MESSAGES.notifiedMaximum)).toBeTruthy();
  });

  it("does not call a student absent before the class has ended", async () => {
    stubFetch(list([student(4, "Chitra Das", false, 0, "not_yet")]));
    const user = userEvent.setup();
    render(<SlotStudentsButton sessionId={5} />);
    await user.click(screen.getByRole("button", { name: "Students" }));
    const chitra = (await screen.findByText("Chitra Das")).closest("li")!;
    expect(within(chitra).getByText("Not joined yet")).toBeTruthy();
    expect(within(chitra).queryByText("Absent")).toBeNull();
  });

  it("reads the attended list, with empty and error states", async () => {
    const calls = stubFetch(
      list([]),
      json({ status: "error", message: "This class is not yours." }, 403),
    );
    const user = userEvent.setup();
    render(<SlotStudentsButton sessionId={8} attendedOnly />);
    await user.click(screen.getByRole("button", { name: "Attended students" }));
    expect(await screen.findByText("No student attended this class.")).toBeTruthy();
    expect(calls[0]!.url).toBe("/em/get-attended-slot-student-list?slot_id=8");
    await user.click(screen.getByRole("button", { name: "Close" }));
    await user.click(screen.getByRole("button", { name: "Attended students" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This class is not yours.");
  });
});
