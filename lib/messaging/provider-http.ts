import { providerErrorDetail } from "./provider-error";

/**
 * POSTs a JSON body to a provider's HTTP API with a bearer secret. A non-2xx answer throws
 * `<provider> answered <status>: <the provider's message>`, with the secret blanked out.
 */
export async function postToProvider({
  provider,
  url,
  bearer,
  body,
  fetchImpl,
  timeoutMs,
}: {
  /** How the error names the provider, e.g. "SMS provider". */
  provider: string;
  url: string;
  bearer: string;
  body: unknown;
  fetchImpl: typeof fetch;
  timeoutMs: number;
}): Promise<void> {
  const response = await fetchImpl(url, {
    method: "POST",
    headers: {
      authorization: `Bearer ${bearer}`,
      "content-type": "application/json",
      accept: "application/json",
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) {
    const detail = await providerErrorDetail(response, [bearer]);
    throw new Error(`${provider} answered ${response.status}: ${detail}`);
  }
}
