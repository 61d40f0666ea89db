// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { MediaViewer, type ViewerItem } from "./media-viewer";

afterEach(cleanup);

function Harness({ item }: { item: ViewerItem }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open {item.title}
      </button>
      <MediaViewer item={open ? item : null} onClose={() => setOpen(false)} />
    </>
  );
}

describe("MediaViewer", () => {
  it("plays YouTube through the privacy-enhanced host; Esc closes and focus returns", async () => {
    render(<Harness item={{ kind: "youtube", title: "G chord", youtubeId: "dQw4w9WgXcQ" }} />);
    const opener = screen.getByRole("button", { name: "Open G chord" });
    await userEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "G chord" });
    const frame = dialog.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0",
    );
    expect(frame?.getAttribute("title")).toBe("G chord");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("shows a document in a frame with a download link, and a labelled seekable video", async () => {
    render(
      <Harness
        item={{
          kind: "document",
          title: "Worksheet",
          src: "/media/file/MQ==",
          downloadUrl: "/media/file/MQ==",
          mime: "application/pdf",
        }}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Open Worksheet" }));
    expect(screen.getByTitle("Worksheet").getAttribute("src")).toBe("/media/file/MQ==");
    const download = screen.getByRole("link", { name: "Download document" });
    expect(download.getAttribute("href")).toBe("/media/file/MQ==");
    expect(download.hasAttribute("download")).toBe(true);
    cleanup();

    render(
      <Harness
        item={{ kind: "video", title: "Lesson 3", src: "/media/file/Mg==", mime: "video/mp4" }}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Open Lesson 3" }));
    const video = screen.getByRole("dialog", { name: "Lesson 3" }).querySelector("video")!;
    expect(video.getAttribute("aria-label")).toBe("Lesson 3");
    expect(video.hasAttribute("controls")).toBe(true);
    expect(video.querySelector("source")?.getAttribute("src")).toBe("/media/file/Mg==");
  });

  it("offers a Word document as a download only", async () => {
    render(
      <Harness
        item={{
          kind: "document",
          title: "Notes",
          src: "/media/file/Mw==",
          downloadUrl: "/media/file/Mw==",
          mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        }}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Open Notes" }));
    expect(screen.queryByTitle("Notes")).toBeNull();
    expect(screen.getByRole("link", { name: "Download document" })).toBeTruthy();
  });
});
