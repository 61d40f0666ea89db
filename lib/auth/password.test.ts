import * as crypto from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { hashPassword, verifyPassword } from "./password";

// Spy on scrypt (calling the real one) to see which hashes a verification really computes.
vi.mock("node:crypto", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:crypto")>();
  return { ...real, scrypt: vi.fn(real.scrypt) };
});

describe("password hashing", () => {
  it("verifies the right password and rejects a wrong one", async () => {
    const hash = await hashPassword("s3cret-Pass");
    expect(hash.startsWith("scrypt$32768$8$1$")).toBe(true);
    expect(await verifyPassword("s3cret-Pass", hash)).toBe(true);
    expect(await verifyPassword("s3cret-pass", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("never matches a missing or malformed hash", async () => {
    expect(await verifyPassword("x", null)).toBe(false);
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("x", "scrypt$1$2")).toBe(false);
  });

  it("costs one full scrypt at the real parameters even without a usable hash (no timing oracle)", async () => {
    const scrypt = vi.mocked(crypto.scrypt);
    await verifyPassword("warm-up", null); // the dummy hash is made once, on first use
    for (const stored of [null, "plain-text", "scrypt$1$2"]) {
      scrypt.mockClear();
      expect(await verifyPassword("guess", stored)).toBe(false);
      expect(scrypt, String(stored)).toHaveBeenCalledTimes(1);
      expect(scrypt.mock.calls[0]?.[3]).toMatchObject({ N: 2 ** 15, r: 8, p: 1 });
    }
  });
});
