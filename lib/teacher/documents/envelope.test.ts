import { describe, expect, it } from "vitest";
import {
  decryptWith,
  encryptWith,
  masterKeysFrom,
  newDataKey,
  openDataKey,
  rewrapDataKey,
} from "./envelope";

const k = (fill: number) => Buffer.alloc(32, fill).toString("base64");

describe("envelope encryption", () => {
  it("round-trips a field, and a ciphertext does not open under another label or key", () => {
    const keys = masterKeysFrom({ KYC_MASTER_KEY: `k1:${k(1)}` }, () => "x");
    const dk = newDataKey(keys);
    expect(dk.keyId).toBe("k1");
    const sealed = encryptWith(dk.key, "pan:7", "ABCPE1234F");
    expect(sealed).not.toContain("ABCPE1234F");
    expect(encryptWith(dk.key, "pan:7", "ABCPE1234F")).not.toBe(sealed);
    const key = openDataKey(keys, dk.keyId, dk.wrappedKey);
    expect(decryptWith(key, "pan:7", sealed).toString()).toBe("ABCPE1234F");
    expect(() => decryptWith(key, "pan:8", sealed)).toThrow();
    expect(() => decryptWith(Buffer.alloc(32, 9), "pan:7", sealed)).toThrow();
  });

  it("rotates: old ids open through KYC_MASTER_KEYS_OLD, rewrapped keys open with the new key only", () => {
    const old = masterKeysFrom({ KYC_MASTER_KEY: `k1:${k(1)}` }, () => "x");
    const dk = newDataKey(old);
    const both = masterKeysFrom(
      { KYC_MASTER_KEY: `k2:${k(2)}`, KYC_MASTER_KEYS_OLD: `k1:${k(1)}` },
      () => "x",
    );
    const moved = rewrapDataKey(both, dk);
    expect(moved.keyId).toBe("k2");
    const onlyNew = masterKeysFrom({ KYC_MASTER_KEY: `k2:${k(2)}` }, () => "x");
    expect(openDataKey(onlyNew, moved.keyId, moved.wrappedKey)).toEqual(dk.key);
    expect(() => openDataKey(onlyNew, dk.keyId, dk.wrappedKey)).toThrow(/Unknown KYC master key/);
  });

  it("derives a dev key without KYC_MASTER_KEY, refuses production without one, and bad keys", () => {
    expect(masterKeysFrom({}, () => "secret").current.id).toBe("dev");
    expect(() =>
      masterKeysFrom({ DATABASE_URL: "postgres://x", NODE_ENV: "production" }, () => "s"),
    ).toThrow(/KYC_MASTER_KEY must be set/);
    expect(() => masterKeysFrom({ KYC_MASTER_KEY: "k1:c2hvcnQ=" }, () => "s")).toThrow();
    expect(() => masterKeysFrom({ KYC_MASTER_KEY: `bad id!:${k(1)}` }, () => "s")).toThrow();
  });
});
