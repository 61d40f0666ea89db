/**
 * Sends a teacher document form (KYC, resume) as multipart form data: files as files, every other
 * value as text. Answers the HTTP status (0 when the request failed) and the JSON body ({} when
 * there is none).
 */
export async function postFormData(
  url: string,
  values: Record<string, unknown>,
): Promise<{ status: number; data: Record<string, unknown> }> {
  const body = new FormData();
  for (const [k, v] of Object.entries(values)) body.append(k, v instanceof File ? v : String(v));
  let status = 0;
  let data: Record<string, unknown> = {};
  try {
    const response = await fetch(url, { method: "POST", body, credentials: "same-origin" });
    status = response.status;
    data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  } catch {
    data = {};
  }
  return { status, data };
}
