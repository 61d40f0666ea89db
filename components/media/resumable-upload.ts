import type { MediaTypeCode } from "@/lib/media/library/rules";
import type { ResumableProgress } from "@/lib/media/library/types";
import { UploadAbortedError } from "./upload-with-progress";

/** Files at least this big go in chunks that survive a dropped connection (decision 025). */
export const RESUMABLE_FROM_BYTES = 16 * 1024 * 1024;

/** How often one chunk is retried after a network failure before the upload gives up. */
const MAX_RETRIES = 5;

type Fetch = typeof fetch;

export type ResumableOptions = {
  file: Blob & { name: string };
  medType: MediaTypeCode;
  title?: string;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
  fetchImpl?: Fetch;
  /** Waits between retries (tests pass an instant one). */
  wait?: (ms: number) => Promise<void>;
};

const isPending = (body: unknown): body is ResumableProgress =>
  typeof body === "object" && body !== null && (body as ResumableProgress).status === "pending";

async function json(response: Response): Promise<unknown> {
  return response.json().catch(() => null);
}

/**
 * Uploads a large file in chunks at explicit offsets: open the upload, PUT each chunk with its
 * Upload-Offset, and after a dropped connection ask the server where it stands and go on from
 * there. Resolves like uploadWithProgress with the final answer (200 with the medium, 212, or a
 * failure); aborting the signal cancels the upload on the server too.
 */
export async function resumableUpload({
  file,
  medType,
  title,
  onProgress,
  signal,
  fetchImpl = fetch,
  wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: ResumableOptions): Promise<{ status: number; body: unknown }> {
  const jsonHeaders = { "content-type": "application/json", accept: "application/json" };
  const opened = await fetchImpl("/api/media-uploads", {
    method: "POST",
    headers: jsonHeaders,
    body: JSON.stringify({ med_type: medType, file_name: file.name, size: file.size, title }),
    signal,
  });
  const start = await json(opened);
  if (!isPending(start)) return { status: opened.status, body: start };
  const id = encodeURIComponent(start.upload_id);
  const chunk = start.chunk_bytes;
  let offset = start.offset;
  let failures = 0;
  onProgress(Math.floor((offset / file.size) * 100));

  const cancel = () => {
    void fetchImpl(`/api/media-uploads/${id}`, { method: "DELETE" }).catch(() => {});
  };

  while (true) {
    if (signal?.aborted) {
      cancel();
      throw new UploadAbortedError();
    }
    let response: Response;
    try {
      response = await fetchImpl(`/api/media-uploads/${id}`, {
        method: "PUT",
        headers: { "upload-offset": String(offset), "content-type": "application/octet-stream" },
        body: file.slice(offset, offset + chunk),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) {
        cancel();
        throw new UploadAbortedError();
      }
      failures += 1;
      if (failures > MAX_RETRIES) throw error;
      await wait(Math.min(8000, 500 * 2 ** failures));
      // Where did the server get to before the connection dropped?
      try {
        const status = await json(await fetchImpl(`/api/media-uploads/${id}`, { signal }));
        if (isPending(status)) offset = status.offset;
      } catch {
        // Still offline: the next PUT tries again from the same offset.
      }
      continue;
    }
    const body = await json(response);
    if (
      response.status === 409 &&
      body &&
      typeof (body as { offset?: unknown }).offset === "number"
    ) {
      offset = (body as { offset: number }).offset;
      continue;
    }
    if (isPending(body)) {
      failures = 0;
      offset = body.offset;
      onProgress(Math.min(99, Math.floor((offset / file.size) * 100)));
      continue;
    }
    if (response.ok) onProgress(100);
    return { status: response.status, body };
  }
}
