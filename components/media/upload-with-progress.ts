/** The JSON answer of POST /uploadProfileAvatar. */
export type UploadAnswer =
  { response: "success"; src: string } | { response: "failed"; message: string };

/**
 * Posts a form with XMLHttpRequest, which (unlike fetch) reports upload progress, and resolves
 * with the status and the parsed JSON answer (null when the body was not JSON).
 */
export function uploadWithProgress(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error("network"));
    xhr.onabort = () => reject(new Error("aborted"));
    xhr.send(form);
  });
}
