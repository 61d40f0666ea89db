export interface ServerEvent {
  event: string;
  data: string;
}

/**
 * Reads the server-sent events of a response body: `until` reads on until the events so far satisfy
 * `done` (or `timeoutMs` passes, or the stream ends) and answers them all; `close` stops reading.
 */
export function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: ServerEvent[] = [];
  let buffer = "";
  let ended = false;
  return {
    async until(done: (events: ServerEvent[]) => boolean, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!ended && !done(events) && Date.now() < deadline) {
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((r) => setTimeout(() => r(null), Math.max(1, deadline - Date.now()))),
        ]);
        if (chunk === null) break;
        if (chunk.done) {
          ended = true;
          break;
        }
        buffer += decoder.decode(chunk.value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          if (event) events.push({ event, data: /^data: (.*)$/m.exec(frame)?.[1] ?? "" });
        }
      }
      return events;
    },
    async close() {
      await reader.cancel().catch(() => {});
    },
  };
}

export const hasEvent = (name: string) => (events: ServerEvent[]) =>
  events.some((e) => e.event === name);
