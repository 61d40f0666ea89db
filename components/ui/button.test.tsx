// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button, buttonClasses } from "./button";

afterEach(cleanup);

describe("Button", () => {
  it("defaults to type=button and forwards the ref", () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.getAttribute("type")).toBe("button");
    expect(ref.current).toBe(button);
  });

  it("keeps an explicit submit type", () => {
    render(<Button type="submit">Send</Button>);
    expect(screen.getByRole("button").getAttribute("type")).toBe("submit");
  });

  it("loading shows a spinner, sets aria-busy, disables and ignores clicks", () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.querySelector("svg.animate-spin")).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("is clickable and not busy when not loading", () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole("button");
    expect(button.hasAttribute("aria-busy")).toBe(false);
    expect(button.querySelector("svg")).toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("buttonClasses differ per variant and keep a 44px tap target", () => {
    expect(buttonClasses("danger", "sm")).toContain("bg-red-700");
    expect(buttonClasses("primary", "md")).toContain("bg-indigo-700");
    expect(buttonClasses("ghost", "sm")).toContain("min-h-11");
    expect(buttonClasses()).toContain("focus-visible:outline-indigo-600");
  });
});
