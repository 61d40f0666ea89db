// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { FaqAccordion } from "./faq-accordion";
import { faqReducer, focusTarget, initialFaqOpen } from "./faq-accordion-state";

const ITEMS = [
  { id: 11, question: "Do I need a guitar?", answer: "Any playable guitar works." },
  { id: 12, question: "How long is a class?", answer: "About 45 minutes." },
  { id: 13, question: "Can I change my teacher?", answer: "Yes, at any time." },
];

afterEach(cleanup);

describe("the FAQ accordion's state", () => {
  it("opens one item at a time and closes the open one when toggled again", () => {
    let open = initialFaqOpen([11, 12, 13]);
    expect(open).toBe(11);
    open = faqReducer(open, { type: "toggle", id: 12 });
    expect(open).toBe(12);
    open = faqReducer(open, { type: "toggle", id: 12 });
    expect(open).toBeNull();
    open = faqReducer(open, { type: "toggle", id: 13 });
    expect(open).toBe(13);
    expect(faqReducer(open, { type: "closeAll" })).toBeNull();
    expect(initialFaqOpen([])).toBeNull();
  });

  it("moves focus with the arrow keys (wrapping), Home and End", () => {
    expect(focusTarget(0, "ArrowDown", 3)).toBe(1);
    expect(focusTarget(2, "ArrowDown", 3)).toBe(0);
    expect(focusTarget(0, "ArrowUp", 3)).toBe(2);
    expect(focusTarget(1, "Home", 3)).toBe(0);
    expect(focusTarget(1, "End", 3)).toBe(2);
    expect(focusTarget(1, "Enter", 3)).toBeNull();
    expect(focusTarget(0, "ArrowDown", 0)).toBeNull();
  });
});

describe("<FaqAccordion>", () => {
  it("renders the first state on the server: the first answer open, the others hidden", () => {
    const html = renderToString(<FaqAccordion items={ITEMS} />);
    const expanded = [...html.matchAll(/aria-expanded="(true|false)"/g)].map((m) => m[1]);
    expect(expanded).toEqual(["true", "false", "false"]);
    const states = [...html.matchAll(/data-state="(open|closed)"/g)].map((m) => m[1]);
    expect(states).toEqual(["open", "closed", "closed"]);
    // Without JavaScript every answer shows.
    expect(html).toContain("<noscript>");
  });

  it("opens one question at a time; clicking the open one closes it", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={ITEMS} />);
    const [first, second] = screen.getAllByRole("button");
    expect(first!.getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(first!.getAttribute("aria-controls")!)!;
    expect(panel.textContent).toBe("Any playable guitar works.");
    expect(panel.dataset.state).toBe("open");

    await user.click(second!);
    expect(second!.getAttribute("aria-expanded")).toBe("true");
    expect(first!.getAttribute("aria-expanded")).toBe("false");
    expect(panel.dataset.state).toBe("closed");

    await user.click(second!);
    expect(screen.getAllByRole("button").map((b) => b.getAttribute("aria-expanded"))).toEqual([
      "false",
      "false",
      "false",
    ]);
  });

  it("works from the keyboard: arrows move between questions, Enter and Space toggle", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={ITEMS} />);
    const buttons = screen.getAllByRole("button");
    buttons[0]!.focus();
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(buttons[1]);
    await user.keyboard("{Enter}");
    expect(buttons[1]!.getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(buttons[2]);
    await user.keyboard(" ");
    expect(buttons[2]!.getAttribute("aria-expanded")).toBe("true");
    expect(buttons[1]!.getAttribute("aria-expanded")).toBe("false");
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(buttons[0]);
  });
});
