// Writes docs/api.md from the legacy-call table (lib/legacy/table.ts). `npm run docs:api`.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { renderApiDocs } from "../lib/legacy/render-docs";
import { LEGACY_CALLS } from "../lib/legacy/table";

const out = path.join(import.meta.dirname, "..", "docs", "api.md");
writeFileSync(out, renderApiDocs(LEGACY_CALLS));
console.info(`Wrote ${path.relative(process.cwd(), out)} (${LEGACY_CALLS.length} calls).`);
