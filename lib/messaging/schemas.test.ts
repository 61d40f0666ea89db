import { describe, expect, it } from "vitest";
import { OUTBOX_TO_MESSAGE, outboxQuery } from "./schemas";

const to = (value: string | undefined) => outboxQuery.parse({ to: value }).to;

describe("outboxQuery", () => {
  it("normalises a mobile to E.164, a bare 10-digit number being Indian", () => {
    expect(to("9876543210")).toBe("+919876543210");
    expect(to("+91 98765 43210")).toBe("+919876543210");
    expect(to("919876543210")).toBe("+919876543210");
    expect(to("0091 98765 43210")).toBe("+919876543210");
    expect(to("09876543210")).toBe("+919876543210");
  });

  it("keeps another country's code when the number is written with it", () => {
    expect(to("+971 50 123 4567")).toBe("+971501234567");
    expect(to("00971501234567")).toBe("+971501234567");
    expect(to("+1 (415) 555-0100")).toBe("+14155550100");
  });

  it("lower-cases an e-mail address", () => {
    expect(to("  Parent@Example.COM ")).toBe("parent@example.com");
  });

  it("treats absent and blank as every destination", () => {
    expect(to(undefined)).toBeUndefined();
    expect(to("   ")).toBeUndefined();
    expect(outboxQuery.parse({}).to).toBeUndefined();
  });

  it("refuses what is neither, on the to field", () => {
    expect(outboxQuery.safeParse({ to: "12" }).success).toBe(false);
    expect(outboxQuery.safeParse({ to: "a@b" }).success).toBe(false);
    const result = outboxQuery.safeParse({ to: "hello" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([{ path: ["to"], message: OUTBOX_TO_MESSAGE }]);
  });
});
