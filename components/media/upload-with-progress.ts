/** The JSON answer of POST /uploadProfileAvatar. */
export type UploadAnswer =
  { response: "success"; src: string } | { response: "failed"; message: string };

/** Thrown (as the rejection) when the caller's signal aborted the upload. */
export class UploadAbortedError extends Error {
  constructor() {
    super("aborted");
    this.name = "UploadAbortedError";
  }
}

/**
 * Posts a form with XMLHttpRequest, which (unlike fetch) reports upload progress, and resolves
 * with the status and the parsed JSON answer (null when the body was not JSON). Aborting `signal`
 * cancels the request and rejects with UploadAbortedError.
 */
export function uploadWithProgress(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadAbortedError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal?.addEventListener("abort", abort, { once: true });
    const done = () => signal?.removeEventListener("abort", abort);
    xhr.open("POST", url);
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      done();
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => {
      done();
      reject(new Error("network"));
    };
    xhr.onabort = () => {
      done();
      reject(new UploadAbortedError());
    };
    xhr.send(form);
  });
}
