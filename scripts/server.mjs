// The production server (docs/decisions/008-server-process.md), in place of `next start`:
//   node scripts/server.mjs [-p PORT] [-H HOST] [--dev]
// A supervisor process (server/primary.mjs) keeps WEB_CONCURRENCY workers (one on the embedded
// database) running; each worker (server/worker.mjs) serves the app behind the trusted-client-IP
// rewrite, the request-size cap and HSTS. PORT is the port when -p is not given (default 3000).
import cluster from "node:cluster";
import path from "node:path";

const args = process.argv.slice(2);
const option = (...names) => {
  const i = args.findIndex((a) => names.includes(a));
  return i >= 0 ? args[i + 1] : undefined;
};
const dev = args.includes("--dev");
// As `next start` does: the server is a production server unless asked for development.
process.env.NODE_ENV = dev ? "development" : "production";

const { serverLog } = await import("./server/log.mjs");

if (cluster.isPrimary) {
  const { runPrimary } = await import("./server/primary.mjs");
  const { workers } = runPrimary();
  serverLog.info(
    { workers },
    `Server supervisor ${process.pid}: ${workers} worker${workers === 1 ? "" : "s"}.`,
  );
} else {
  const { runWorker } = await import("./server/worker.mjs");
  const host = option("-H", "--hostname");
  const port = Number(option("-p", "--port") ?? process.env.PORT ?? 3000);
  await runWorker({
    port,
    host,
    hostname: host ?? "localhost",
    dev,
    dir: path.resolve(import.meta.dirname, ".."),
  });
  serverLog.info(
    { url: `http://${host ?? "localhost"}:${port}` },
    `Worker ${process.pid} listening on http://${host ?? "localhost"}:${port}`,
  );
}
