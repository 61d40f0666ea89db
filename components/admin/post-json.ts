/** POSTs JSON to one of the console's calls; answers the status and the JSON body. */
export async function postJson(
  url: string,
  body: unknown,
): Promise<{ ok: boolean; status: number; body: Record<string, unknown> }> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: res.ok, status: res.status, body: json };
}

/** The message of a refused call, or a general one. */
export function messageOf(body: Record<string, unknown>, fallback: string): string {
  return typeof body.message === "string" && body.message ? body.message : fallback;
}
