import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldNames, samplePayload } from "./sample-payload";

describe("sample payloads from a call's request schema", () => {
  const schema = z.object({
    cust_id: z.string(),
    engagement_id: z.coerce.number().int().min(7),
    demo_email: z.string().email(),
    kind: z.enum(["demo", "paid"]),
    is_demo: z.boolean().optional(),
    slots: z.array(z.object({ slot_id: z.number() })),
  });

  it("names every field of the schema with a value it accepts", () => {
    const payload = samplePayload(schema);
    expect(payload).toEqual({
      cust_id: "9876543210",
      engagement_id: 7,
      demo_email: "parent@example.com",
      kind: "demo",
      is_demo: true,
      slots: [{ slot_id: 1 }],
    });
    expect(schema.safeParse(payload).success).toBe(true);
  });

  it("takes the first option of a union and lists the fields of every option", () => {
    const union = z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]);
    expect(samplePayload(union)).toEqual({ a: "1" });
    expect(fieldNames(union)).toEqual(["a", "b"]);
  });
});
