// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { Textarea } from "./textarea";

afterEach(cleanup);

describe("Textarea", () => {
  it("shows a live remaining count linked with aria-describedby", async () => {
    const user = userEvent.setup();
    render(<Textarea label="About you" hint="Tell students about yourself" maxLength={600} />);
    const textarea = screen.getByLabelText("About you") as HTMLTextAreaElement;
    expect(textarea.maxLength).toBe(600);
    const count = screen.getByText("600 characters left");
    expect(textarea.getAttribute("aria-describedby")?.split(" ")).toContain(count.id);

    await user.type(textarea, "Hello");
    expect(count.textContent).toBe("595 characters left");
    await user.keyboard("{Backspace}{Backspace}");
    expect(textarea.value).toBe("Hel");
    expect(count.textContent).toBe("597 characters left");
  });

  it("uses the singular for one character and starts from defaultValue", () => {
    render(<Textarea label="Note" maxLength={5} defaultValue="abcd" />);
    expect(screen.getByText("1 character left")).toBeTruthy();
  });

  it("follows a controlled value", async () => {
    function Controlled() {
      const [value, setValue] = useState("abc");
      return (
        <>
          <Textarea
            label="Bio"
            maxLength={10}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
          <button type="button" onClick={() => setValue("")}>
            Clear
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    expect(screen.getByText("7 characters left")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.getByText("10 characters left")).toBeTruthy();
  });

  it("counts react-hook-form default values and changes", async () => {
    function Form() {
      const { register } = useForm({ defaultValues: { bio: "Existing bio" } });
      return <Textarea label="Bio" maxLength={600} {...register("bio")} />;
    }
    const user = userEvent.setup();
    render(<Form />);
    const textarea = screen.getByLabelText("Bio") as HTMLTextAreaElement;
    expect(textarea.value).toBe("Existing bio");
    expect(screen.getByText("588 characters left")).toBeTruthy();
    await user.type(textarea, "!");
    expect(screen.getByText("587 characters left")).toBeTruthy();
  });

  it("has no count without maxLength but still shows error wiring", () => {
    render(<Textarea label="Message" error="Too short" />);
    const textarea = screen.getByLabelText("Message");
    expect(screen.queryByText(/characters? left/)).toBeNull();
    expect(textarea.getAttribute("aria-invalid")).toBe("true");
    expect(textarea.getAttribute("aria-describedby")).toBe(screen.getByRole("alert").id);
  });
});
