import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const WALL_CLOCK_MESSAGE =
  "Do not read the wall clock here: take `now` from the request (ctx.now) or as a parameter. Only lib/clock.ts reads the system clock (pages call its now()).";

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
  // One clock (docs/decisions/015-one-clock.md): services take `now` from the request (ctx.now),
  // the page (lib/clock now()) or the job; only lib/clock.ts reads the system clock.
  {
    files: ["lib/**/*.{ts,tsx}", "app/**/route.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "lib/clock.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: WALL_CLOCK_MESSAGE,
        },
        {
          // Date.now() and Date.now handed on as a clock.
          selector: "MemberExpression[object.name='Date'][property.name='now']",
          message: WALL_CLOCK_MESSAGE,
        },
      ],
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
  {
    // Components are UI: data comes in as props from a loader in lib/<domain> (load-*.ts) that a
    // page calls with (db, { user, zone, now, ... }). DESIGN.md "Layers"; README code map.
    files: ["components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // @/db, @/db/*, drizzle-orm, drizzle-orm/* and relative paths to db/.
              regex: "^(@/db|drizzle-orm|(\\.{1,2}/)+db)(/.*)?$",
              message:
                "Components do not read the database: load the data in a lib/<domain> loader (load-*.ts), call it from the page and pass the result as props.",
            },
          ],
        },
      ],
    },
  },
];

export default config;
