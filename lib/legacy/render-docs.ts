import { z } from "zod";
import { fullPath, type LegacyCall } from "./types";

/** One line per field of an object schema: name, type, description (nested objects and arrays indented). */
function fields(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return describe(json, "");
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  description?: string;
  enum?: unknown[];
  const?: unknown;
};

function typeOf(s: JsonSchema): string {
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(" \\| ");
  if (s.type === "array") return `${s.items ? typeOf(s.items) : "unknown"}[]`;
  return Array.isArray(s.type) ? s.type.join(" \\| ") : (s.type ?? "any");
}

function describe(s: JsonSchema, indent: string): string[] {
  const lines: string[] = [];
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    const optional = s.required?.includes(name) ? "" : " (optional)";
    const note = prop.description ? ` — ${prop.description}` : "";
    lines.push(`${indent}- \`${name}\`: ${typeOf(prop)}${optional}${note}`);
    const inner = prop.type === "array" ? prop.items : prop;
    if (inner?.properties) lines.push(...describe(inner, `${indent}  `));
  }
  return lines;
}

/** The calls section 7 of the three specs names (each once), without aliases and calls of ours. */
export const specCalls = (calls: LegacyCall[]) => calls.filter((c) => c.uncounted === undefined);

const answeredBy = (c: LegacyCall) =>
  c.status === "answered" ? `\`${c.handler}\`` : `planned (issue ${c.issue})`;

const specColumn = (c: LegacyCall) =>
  c.uncounted ? `${c.spec} (not counted: ${c.uncounted})` : c.spec;

/** docs/api.md: every legacy call, where it is answered, and the fields of the built ones. */
export function renderApiDocs(calls: LegacyCall[]): string {
  const built = calls.filter((c) => c.status === "answered");
  const spec = specCalls(calls);
  const specBuilt = spec.filter((c) => c.status === "answered");
  const out = [
    "# Legacy JSON API",
    "",
    "Generated from `lib/legacy/table.ts` by `npm run docs:api`; do not edit by hand.",
    "Bases: v1 is `/ng-api/v1/`, v2 is `/ng-api/v2/`, other paths are relative to the site root.",
    'Errors share one shape: `{ status: "error", responseCode, message, messageDescription, errors?: { field: message } }`',
    "with the HTTP status in `responseCode` (400 invalid input, 401 not logged in, 403 not allowed, 404 not found, 405 wrong method, 409 conflict, 429 too many requests).",
    "A path under `/ng-api/` or `/api/` that no call answers, and a request to an unknown path that does not ask for HTML, answer that shape with 404; a known path called with another method answers 405 with an `Allow` header (docs/decisions/011-unknown-legacy-calls.md).",
    "",
    `${specBuilt.length} of ${spec.length} calls are answered so far (the calls section 7 of the three specs names; ${spec.length - specBuilt.length} are planned in the issue named below).`,
    `The table also lists ${calls.length - spec.length} rows outside that count: aliases of counted calls on another base, and calls of ours (${built.length - specBuilt.length} of them answered).`,
    "",
    "| Method | Path | Spec | What it does | Answered by |",
    "| --- | --- | --- | --- | --- |",
    ...calls.map(
      (c) =>
        `| ${c.method} | \`${fullPath(c)}\` | ${specColumn(c)} | ${c.summary} | ${answeredBy(c)} |`,
    ),
    "",
  ];
  for (const c of built) {
    out.push(`## ${c.method} ${fullPath(c)}`, "", c.summary, "");
    if (c.request)
      out.push(
        c.method === "GET" ? "Query:" : "Body (JSON, urlencoded or multipart):",
        "",
        ...fields(c.request),
        "",
      );
    if (c.response) out.push("Response (200):", "", ...fields(c.response), "");
  }
  return out.join("\n");
}
