// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STREAMING_MESSAGES } from "@/lib/contest/rules";
import { StreamingPostForm } from "./streaming-post-form";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const upload = vi.hoisted(() => ({ answer: { status: 200, body: {} as unknown } }));
vi.mock("@/components/media/upload-with-progress", () => ({
  UploadAbortedError: class extends Error {},
  uploadWithProgress: async () => upload.answer,
}));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  push.mockReset();
});

const kids = [{ id: 5, name: "Aarav Mehta", age: 10 }];

describe("StreamingPostForm", () => {
  it("shows the seven messages, then the category's format message", async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(
      <StreamingPostForm
        kids={[...kids, { id: 6, name: "Diya", age: null }]}
        starsPath="/music-stars"
      />,
    );
    await user.click(screen.getByRole("button", { name: "Submit" }));
    for (const text of [
      STREAMING_MESSAGES.child,
      STREAMING_MESSAGES.childAge,
      STREAMING_MESSAGES.category,
      STREAMING_MESSAGES.file,
      STREAMING_MESSAGES.title,
      STREAMING_MESSAGES.description,
      STREAMING_MESSAGES.consent,
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    await user.selectOptions(screen.getByLabelText("Category"), "98");
    await user.upload(
      screen.getByLabelText("Your work"),
      new File(["x"], "song.mp4", { type: "video/mp4" }),
    );
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText(STREAMING_MESSAGES.imageFormat)).toBeTruthy();
  });

  it("on success shows the message, then opens the stars page after 5 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    upload.answer = {
      status: 200,
      body: { responseCode: 200, status: "success", message: STREAMING_MESSAGES.saved },
    };
    render(<StreamingPostForm kids={kids} starsPath="/music-stars" />);
    await user.selectOptions(screen.getByLabelText("Category"), "98");
    await user.upload(
      screen.getByLabelText("Your work"),
      new File(["png"], "kite.png", { type: "image/png" }),
    );
    await user.type(screen.getByLabelText("Title"), "The kite");
    await user.type(screen.getByLabelText("Describe the work"), "A poster");
    await user.click(screen.getByLabelText(/I agree/));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(STREAMING_MESSAGES.saved)).toBeTruthy();
    expect(push).not.toHaveBeenCalled();
    await act(async () => {});
    act(() => vi.advanceTimersByTime(5_000));
    expect(push).toHaveBeenCalledWith("/music-stars");
  });
});
