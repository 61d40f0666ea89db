// A stand-in for Next behind scripts/server.mjs (SERVER_HANDLER), so the supervisor's tests need no
// build. It answers what it was told about the request; …/echo-body the body it read; /slow?ms=
// answers after a while (and says on stdout when it started); close() leaves a mark in
// STAND_IN_CLOSED_FILE; STAND_IN_FAIL_AT_START exits at once.
import { writeFileSync } from "node:fs";

export default async function createStandIn() {
  // Like the app's environment check: the worker dies before it ever serves.
  if (process.env.STAND_IN_FAIL_AT_START) process.exit(1);
  return {
    handle(req, res) {
      const url = new URL(req.url, "http://stand-in");
      const answer = () => {
        res.setHeader("content-type", "application/json");
        res.end(
          JSON.stringify({
            pid: process.pid,
            forwardedFor: req.headers["x-forwarded-for"] ?? null,
            realIp: req.headers["x-real-ip"] ?? null,
            proto: req.headers["x-forwarded-proto"] ?? null,
            forwardedHost: req.headers["x-forwarded-host"] ?? null,
            requestId: req.headers["x-request-id"] ?? null,
          }),
        );
      };
      // Any path ending in /echo-body answers the body it read (the page-post checks, issue 43.12).
      if (url.pathname.endsWith("/echo-body")) {
        const chunks = [];
        req.on("data", (chunk) => chunks.push(chunk));
        req.on("end", () => {
          res.setHeader("content-type", "application/json");
          res.end(JSON.stringify({ body: Buffer.concat(chunks).toString("utf8") }));
        });
        return;
      }
      if (url.pathname !== "/slow") return answer();
      console.info(`slow request started in ${process.pid}`);
      setTimeout(answer, Number(url.searchParams.get("ms") ?? 1500));
    },
    async close() {
      if (process.env.STAND_IN_CLOSED_FILE)
        writeFileSync(process.env.STAND_IN_CLOSED_FILE, `closed by ${process.pid}`);
    },
  };
}
