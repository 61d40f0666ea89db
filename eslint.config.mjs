import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      "node_modules/**",
      ".data/**",
      "drizzle/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  // Server code logs through lib/log (JSON lines, secrets redacted), never the console.
  {
    files: [
      "lib/**/*.{ts,tsx,mjs}",
      "scripts/server.mjs",
      "scripts/server/*.mjs",
      "instrumentation.ts",
    ],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-globals": [
        "error",
        {
          name: "console",
          message: "Log with lib/log/logger.ts (or scripts/server/log.mjs) instead.",
        },
      ],
    },
  },
];

export default config;
