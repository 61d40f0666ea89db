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
