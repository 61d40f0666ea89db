import { z } from "zod";

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  default?: unknown;
};

/** Values a legacy client would send for fields named like this (the rest get a neutral value). */
const BY_NAME: [RegExp, unknown][] = [
  [/e?mail/i, "parent@example.com"],
  [/mobile|phone|cust_id|whatsapp/i, "9876543210"],
  [/date$|^date|_date/i, "2026-12-01"],
  [/otp/i, "123456"],
  [/password/i, "Secret#2026"],
  [/name/i, "Asha"],
];

function sampleValue(name: string, s: JsonSchema): unknown {
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  const option = s.anyOf?.[0] ?? s.oneOf?.[0];
  if (option) return sampleValue(name, option);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  if (type === "object") return sampleObject(s);
  if (type === "array") return s.items ? [sampleValue(name, s.items)] : [];
  if (type === "integer" || type === "number") return Math.max(1, s.minimum ?? 1);
  if (type === "boolean") return true;
  if (s.format === "email") return "parent@example.com";
  return BY_NAME.find(([re]) => re.test(name))?.[1] ?? "1";
}

function sampleObject(s: JsonSchema): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(s.properties ?? {}).map(([name, prop]) => [name, sampleValue(name, prop)]),
  );
}

/**
 * A payload with every field a request schema names, each with a plausible value, as the legacy
 * client sends it: the contract test posts it to check the server reads the spec's field names.
 */
export function samplePayload(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return sampleObject(json.anyOf?.[0] ?? json.oneOf?.[0] ?? json);
}

/** The names a request schema reads (its top-level fields). */
export function fieldNames(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const options = json.anyOf ?? json.oneOf ?? [json];
  return [...new Set(options.flatMap((o) => Object.keys(o.properties ?? {})))];
}
