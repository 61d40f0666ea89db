// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProfileStep } from "./profile-step";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const defaults = {
  whatsappAllowed: false,
  whatsappCountryCode: "+91",
  whatsappNumber: "",
  childName: "",
  childAge: "",
  parentName: "",
  email: "",
  timeZone: "America/New_York",
};

describe("ProfileStep: the time zone asked at signup", () => {
  it("shows the zone prefilled and sends the one chosen", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(Response.json({})));
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    render(
      <ProfileStep defaultValues={defaults} emailLocked={false} busy={false} onSubmit={onSubmit} />,
    );
    const zone = screen.getByRole("combobox", { name: /Time zone/ });
    await waitFor(() => expect((zone as HTMLSelectElement).value).toBe("America/New_York"));
    await user.selectOptions(zone, "Europe/London");
    await user.type(screen.getByLabelText("Child's name"), "Meera");
    await user.type(screen.getByLabelText(/Child's age/), "8");
    await user.type(screen.getByLabelText("Parent's name"), "Asha");
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ timeZone: "Europe/London" }));
  });
});
