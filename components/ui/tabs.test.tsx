// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Tabs, type TabItem } from "./tabs";

afterEach(cleanup);

const items: TabItem[] = [
  { id: "about", label: "About", content: <p>About panel</p> },
  { id: "reviews", label: "Reviews", content: <p>Reviews panel</p> },
  { id: "schedule", label: "Schedule", content: <p>Schedule panel</p> },
];

function selectedTab() {
  return screen.getAllByRole("tab").find((t) => t.getAttribute("aria-selected") === "true");
}

describe("Tabs", () => {
  it("wires tabs to panels with a roving tabindex", () => {
    render(<Tabs items={items} label="Tutor profile" />);
    expect(screen.getByRole("tablist", { name: "Tutor profile" })).toBeTruthy();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.getAttribute("tabindex"))).toEqual(["0", "-1", "-1"]);
    expect(tabs.map((t) => t.getAttribute("aria-selected"))).toEqual(["true", "false", "false"]);
    const panel = screen.getByRole("tabpanel");
    expect(panel.id).toBe(tabs[0]?.getAttribute("aria-controls"));
    expect(panel.getAttribute("aria-labelledby")).toBe(tabs[0]?.id);
    expect(panel.textContent).toBe("About panel");
    // Inactive panels exist (aria-controls targets) but are hidden.
    const hiddenPanel = document.getElementById(tabs[1]?.getAttribute("aria-controls") ?? "");
    expect(hiddenPanel?.hidden).toBe(true);
  });

  it("scrolls one row by default, or lays tabs out in two columns on phones", () => {
    const { unmount } = render(<Tabs items={items} label="Scrolling" />);
    expect(screen.getByRole("tablist").className).toContain("overflow-x-auto");
    unmount();
    render(<Tabs items={items} label="Grid" layout="grid" />);
    const list = screen.getByRole("tablist").className.split(" ");
    expect(list).toEqual(expect.arrayContaining(["grid", "grid-cols-2", "sm:flex"]));
    expect(list).not.toContain("overflow-x-auto");
  });

  it("moves with ArrowRight/ArrowLeft (wrapping), Home and End", async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} />);
    await user.click(screen.getByRole("tab", { name: "About" }));

    await user.keyboard("{ArrowRight}");
    expect(selectedTab()?.textContent).toBe("Reviews");
    expect(document.activeElement).toBe(selectedTab());
    expect(screen.getByRole("tabpanel").textContent).toBe("Reviews panel");
    expect(selectedTab()?.getAttribute("tabindex")).toBe("0");

    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(selectedTab()?.textContent).toBe("About");

    await user.keyboard("{ArrowLeft}");
    expect(selectedTab()?.textContent).toBe("Schedule");
    expect(document.activeElement).toBe(selectedTab());

    await user.keyboard("{Home}");
    expect(selectedTab()?.textContent).toBe("About");
    await user.keyboard("{End}");
    expect(selectedTab()?.textContent).toBe("Schedule");
    expect(screen.getAllByRole("tab").filter((t) => t.tabIndex === 0)).toHaveLength(1);
  });

  it("Tab moves from the selected tab into the panel", async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} defaultValue="reviews" />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Reviews" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("tabpanel"));
  });

  it("is controllable", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = render(
      <Tabs items={items} value="reviews" onValueChange={onValueChange} />,
    );
    expect(selectedTab()?.textContent).toBe("Reviews");
    await user.click(screen.getByRole("tab", { name: "Schedule" }));
    expect(onValueChange).toHaveBeenCalledWith("schedule");
    // Still controlled by the parent until it passes the new value.
    expect(selectedTab()?.textContent).toBe("Reviews");
    rerender(<Tabs items={items} value="schedule" onValueChange={onValueChange} />);
    expect(selectedTab()?.textContent).toBe("Schedule");
  });

  it("falls back to the first tab for an unknown value", () => {
    render(<Tabs items={items} defaultValue="missing" />);
    expect(selectedTab()?.textContent).toBe("About");
  });
});
