import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // Next.js resolves this to an empty module on the server; outside Next it would throw.
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty-module.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "lib/**/*.test.ts",
            "components/**/*.test.tsx",
            "db/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
          setupFiles: ["tests/support/fail-on-console-error.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          // next-auth imports "next/server" without an extension; let Vite resolve it.
          server: { deps: { inline: ["next-auth", "@auth/core"] } },
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          setupFiles: [
            "tests/support/integration-env.ts",
            "tests/support/fail-on-console-error.ts",
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file opens its own database; two at a time keeps memory (PGlite) in check.
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          // Fault tests start a Postgres server of their own and restart it (tests/faults).
          name: "faults",
          server: { deps: { inline: ["next-auth", "@auth/core"] } },
          include: ["tests/faults/**/*.test.ts"],
          environment: "node",
          setupFiles: [
            "tests/support/integration-env.ts",
            "tests/support/fail-on-console-error.ts",
          ],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          maxWorkers: 1,
        },
      },
    ],
  },
});
