// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { YoutubeIntro } from "./youtube-intro";

afterEach(cleanup);

describe("YoutubeIntro", () => {
  it("contacts YouTube only after the visitor presses play", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <YoutubeIntro youtubeId="M7lc1UVf-VE" title="Rohan's intro video" />,
    );
    expect(container.querySelector("iframe")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Play intro video" }));
    const frame = screen.getByTitle("Rohan's intro video");
    expect(frame.getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?rel=0&autoplay=1",
    );
  });
});
