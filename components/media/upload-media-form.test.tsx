// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MEDIA_MESSAGES, MEDIA_RULES } from "@/lib/media/library/rules";
import { UPLOAD_CANCELLED, UploadMediaForm } from "./upload-media-form";

/** A stand-in XMLHttpRequest the test drives: progress, an answer or an abort. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = "";
  url = "";
  body: FormData | null = null;
  status = 0;
  responseText = "";
  responseType = "";
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(body: unknown, status = 200) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function pdf(size = 1000) {
  const file = new File(["%PDF-1.4"], "Scales worksheet.pdf", { type: "application/pdf" });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

describe("UploadMediaForm", () => {
  it("refuses a wrong extension before sending anything", async () => {
    render(<UploadMediaForm medType={3} onUploaded={vi.fn()} />);
    const input = screen.getByLabelText(/Choose a document file/);
    fireEvent.change(input, { target: { files: [new File(["x"], "virus.exe")] } });
    expect(screen.getByRole("alert").textContent).toContain(MEDIA_RULES[3].formatMessage);
    await userEvent.click(screen.getByRole("button", { name: "Upload" }));
    expect(FakeXhr.last).toBeNull();
  });

  it("shows the progress in percent, then hands over the stored medium", async () => {
    const onUploaded = vi.fn();
    render(<UploadMediaForm medType={3} onUploaded={onUploaded} />);
    fireEvent.change(screen.getByLabelText(/Choose a document file/), {
      target: { files: [pdf()] },
    });
    await userEvent.click(screen.getByRole("button", { name: "Upload" }));
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe("/api/upload-media");
    expect(xhr.body?.get("med_type")).toBe("3");
    expect((xhr.body?.get("file") as File).name).toBe("Scales worksheet.pdf");
    act(() => xhr.progress(42, 100));
    const bar = screen.getByRole("progressbar", { name: "Upload progress" });
    expect(bar.getAttribute("aria-valuenow")).toBe("42");
    expect(bar.getAttribute("aria-valuetext")).toBe("42%");
    const data = { id: "MTI=", media_name: "Scales worksheet.pdf" };
    await act(async () =>
      xhr.answer({ responseCode: 200, status: "success", message: MEDIA_MESSAGES.uploaded, data }),
    );
    expect(onUploaded).toHaveBeenCalledWith(data, MEDIA_MESSAGES.uploaded);
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("Cancel aborts the upload and says nothing was saved", async () => {
    render(<UploadMediaForm medType={3} onUploaded={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/Choose a document file/), {
      target: { files: [pdf()] },
    });
    await userEvent.click(screen.getByRole("button", { name: "Upload" }));
    act(() => FakeXhr.last!.progress(10, 100));
    await userEvent.click(screen.getByRole("button", { name: "Cancel upload" }));
    expect(FakeXhr.last!.aborted).toBe(true);
    expect((await screen.findByRole("alert")).textContent).toContain(UPLOAD_CANCELLED);
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("says the storage is full on 212", async () => {
    const onUploaded = vi.fn();
    render(<UploadMediaForm medType={3} onUploaded={onUploaded} />);
    fireEvent.change(screen.getByLabelText(/Choose a document file/), {
      target: { files: [pdf()] },
    });
    await userEvent.click(screen.getByRole("button", { name: "Upload" }));
    await act(async () =>
      FakeXhr.last!.answer({
        responseCode: 212,
        status: "error",
        message: "full",
        quota_bytes: 1,
        used_bytes: 1,
      }),
    );
    expect(screen.getByRole("alert").textContent).toContain(MEDIA_MESSAGES.quotaFull);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("sends a video link with the thumbnail choice to /api/upload-video", async () => {
    render(<UploadMediaForm medType={1} onUploaded={vi.fn()} />);
    await userEvent.click(screen.getByRole("radio", { name: /A link/ }));
    await userEvent.type(screen.getByLabelText("Video link"), "ftp://x");
    await userEvent.click(screen.getByRole("button", { name: "Upload" }));
    expect(screen.getByRole("alert").textContent).toContain(MEDIA_MESSAGES.badLink);
    await userEvent.clear(screen.getByLabelText("Video link"));
    await userEvent.type(screen.getByLabelText("Video link"), "https://youtu.be/dQw4w9WgXcQ");
    await userEvent.click(screen.getByRole("button", { name: "Upload" }));
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe("/api/upload-video");
    expect(xhr.body?.get("link")).toBe("https://youtu.be/dQw4w9WgXcQ");
    expect(xhr.body?.get("thumbnail_option")).toBe("none");
    expect(xhr.body?.get("file")).toBeNull();
  });
});

describe("UploadMediaForm, large files", () => {
  it("sends a big document in resumable chunks", async () => {
    const calls: string[] = [];
    vi.stubGlobal("fetch", (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${String(input)}`);
      if (init?.method === "POST") {
        return Response.json({
          responseCode: 200,
          status: "pending",
          upload_id: "u1",
          offset: 0,
          size: 20 * 1024 * 1024,
          chunk_bytes: 8 * 1024 * 1024,
        });
      }
      return Response.json({
        responseCode: 212,
        status: "error",
        message: "full",
        quota_bytes: 1,
        used_bytes: 1,
      });
    }) as typeof fetch);
    render(<UploadMediaForm medType={3} onUploaded={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/Choose a document file/), {
      target: { files: [pdf(20 * 1024 * 1024)] },
    });
    await userEvent.click(screen.getByRole("button", { name: "Upload" }));
    expect((await screen.findByRole("alert")).textContent).toContain(MEDIA_MESSAGES.quotaFull);
    expect(calls).toEqual(["POST /api/media-uploads", "PUT /api/media-uploads/u1"]);
    expect(FakeXhr.last).toBeNull();
  });
});
