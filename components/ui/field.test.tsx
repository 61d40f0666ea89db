// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Checkbox } from "./checkbox";
import { Input } from "./input";
import { Select } from "./select";

afterEach(cleanup);

function describedByIds(el: HTMLElement): string[] {
  return (el.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
}

describe("Input", () => {
  it("is labelled and valid by default", () => {
    render(<Input label="Email" name="email" />);
    const input = screen.getByLabelText("Email");
    expect(input.tagName).toBe("INPUT");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("links hint and error via aria-describedby and sets aria-invalid", () => {
    render(<Input label="Email" hint="We never share it" error="Enter a valid email" />);
    const input = screen.getByLabelText("Email");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const alert = screen.getByRole("alert");
    expect(alert.tagName).toBe("P");
    expect(alert.textContent).toBe("Enter a valid email");
    const hint = screen.getByText("We never share it");
    expect(describedByIds(input)).toEqual([hint.id, alert.id]);
  });

  it("keeps a caller-supplied id and aria-describedby", () => {
    render(<Input label="Name" id="name" aria-describedby="extra" error="Required" />);
    const input = screen.getByLabelText("Name");
    expect(input.id).toBe("name");
    expect(describedByIds(input)).toEqual(["extra", "name-error"]);
  });

  it("works with react-hook-form register", async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{
        email: string;
        subject: string;
        terms: boolean;
      }>({ defaultValues: { email: "", subject: "math", terms: false } });
      return (
        <form onSubmit={handleSubmit((data) => onSubmit(data))}>
          <Input label="Email" {...register("email")} />
          <Select
            label="Subject"
            options={[
              { value: "math", label: "Maths" },
              { value: "art", label: "Art" },
            ]}
            {...register("subject")}
          />
          <Checkbox label="I accept the terms" {...register("terms")} />
          <button type="submit">Submit</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    await user.type(screen.getByLabelText("Email"), "a@b.co");
    await user.selectOptions(screen.getByLabelText("Subject"), "art");
    await user.click(screen.getByLabelText("I accept the terms"));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith({ email: "a@b.co", subject: "art", terms: true });
  });
});

describe("Select", () => {
  it("renders options, a placeholder and error wiring", () => {
    render(
      <Select
        label="Level"
        placeholder="Choose a level"
        options={[
          { value: "gcse", label: "GCSE" },
          { value: "a", label: "A level" },
        ]}
        error="Pick one"
        defaultValue=""
      />,
    );
    const select = screen.getByLabelText("Level") as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => [o.value, o.text])).toEqual([
      ["", "Choose a level"],
      ["gcse", "GCSE"],
      ["a", "A level"],
    ]);
    expect(select.value).toBe("");
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(describedByIds(select)).toEqual([screen.getByRole("alert").id]);
  });
});

describe("Checkbox", () => {
  it("is labelled, toggles and wires its error", async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Remember me" error="You must agree" />);
    const box = screen.getByRole("checkbox", { name: "Remember me" }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await user.click(screen.getByText("Remember me"));
    expect(box.checked).toBe(true);
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(describedByIds(box)).toEqual([screen.getByRole("alert").id]);
  });
});
