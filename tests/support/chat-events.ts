/** Reads server-sent events from a response body until `wanted` says stop (or the time is up). */
export async function readEvents(
  body: ReadableStream<Uint8Array>,
  wanted: (events: { event: string; data: string }[]) => boolean,
  timeoutMs = 10_000,
): Promise<{ event: string; data: string }[]> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: string }[] = [];
  let buffer = "";
  const timer = setTimeout(() => void reader.cancel(), timeoutMs);
  try {
    while (!wanted(events)) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(frame)?.[1];
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (event) events.push({ event, data: data ?? "" });
      }
    }
  } finally {
    clearTimeout(timer);
    await reader.cancel().catch(() => {});
  }
  return events;
}
