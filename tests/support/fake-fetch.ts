/** A fetch that records its calls and answers each with `answer()` (a 200 JSON answer unless given). */
export function fakeFetch(answer: () => Response = () => Response.json({ ok: true })) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return answer();
  }) as typeof fetch;
  return { impl, calls };
}
