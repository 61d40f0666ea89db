// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { parseMarkup } from "@/lib/content/markup";
import { RichText } from "./rich-text";

afterEach(cleanup);

describe("RichText", () => {
  it("renders headings, lists and paragraphs", () => {
    render(<RichText blocks={parseMarkup("## Why\nBecause.\n- one\n- two")} />);
    expect(screen.getByRole("heading", { level: 2, name: "Why" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["one", "two"]);
    expect(screen.getByText("Because.")).toBeTruthy();
  });

  it("shows HTML as text and never makes elements from it", () => {
    const { container } = render(
      <RichText blocks={parseMarkup('<script>alert(1)</script> <img src=x onerror="alert(2)">')} />,
    );
    expect(container.querySelector("script, img")).toBeNull();
    expect(container.textContent).toContain("<script>alert(1)</script>");
  });
});
