// The production server's V8 heap cap. Without one, Node sizes the old generation from the
// machine's memory (about 4 GB here) and, under load, lets garbage pile up to that size before it
// collects: the benchmark saw the server's RSS climb to 1.5–3.3 GB although the live data is small.
// A cap makes V8 collect sooner. 512 MB kept the full benchmark's peak RSS at ~590 MB with the
// JSON calls as fast as uncapped; 256 MB ran out of heap under 50 concurrent dashboard renders
// (bench/results/2026-11-21-bench.md). MAX_HEAP_MB changes it; an explicit --max-old-space-size in
// NODE_OPTIONS wins.

export const DEFAULT_MAX_HEAP_MB = 512;

/** `env` with NODE_OPTIONS carrying --max-old-space-size (unless it already does). */
export function withHeapCap(env) {
  const options = env.NODE_OPTIONS ?? "";
  if (options.includes("--max-old-space-size")) return env;
  const mb = Number(env.MAX_HEAP_MB) > 0 ? Number(env.MAX_HEAP_MB) : DEFAULT_MAX_HEAP_MB;
  return { ...env, NODE_OPTIONS: `${options} --max-old-space-size=${mb}`.trim() };
}
