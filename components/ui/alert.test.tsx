// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Alert } from "./alert";
import { Spinner } from "./spinner";

afterEach(cleanup);

describe("Alert", () => {
  it.each([
    ["error", "alert"],
    ["warning", "alert"],
    ["success", "status"],
    ["info", "status"],
  ] as const)("%s uses role=%s", (variant, role) => {
    render(
      <Alert variant={variant} title="Heads up">
        Body text
      </Alert>,
    );
    const el = screen.getByRole(role);
    expect(el.textContent).toBe("Heads upBody text");
  });
});

describe("Spinner", () => {
  it("is a status with hidden text and an aria-hidden svg", () => {
    render(<Spinner label="Loading tutors" />);
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("Loading tutors");
    expect(status.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByText("Loading tutors").className).toContain("sr-only");
  });

  it("defaults its label to Loading", () => {
    render(<Spinner />);
    expect(screen.getByRole("status").textContent).toBe("Loading");
  });
});
