import { tmpdir } from "node:os";

// Integration tests never touch the developer's .data folder: sessions are signed with a test key.
process.env.AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
// An app job queue a test starts by accident (a send without a test queue) never polls in the
// background: tests run jobs with drain() (tests/support/test-queue.ts).
process.env.JOBS_WORKERS ??= "false";
// Files the seed or an upload writes go to a temporary folder, never to .data/uploads.
process.env.UPLOADS_DIR ??= `${tmpdir()}/integration-uploads-${process.pid}`;
