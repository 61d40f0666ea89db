import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

/**
 * Envelope encryption of teacher secrets (PAN, bank account number, KYC documents; decision 031).
 * Each record gets its own random 256-bit data key; the data key encrypts the record's fields
 * (AES-256-GCM, a fresh 96-bit IV each) and is itself stored only wrapped (AES-256-GCM) by a
 * master key named by a key id. The master keys come from the environment:
 *
 * - KYC_MASTER_KEY="<id>:<base64 32 bytes>": the current key; new records are wrapped with it.
 * - KYC_MASTER_KEYS_OLD="<id>:<base64>,<id>:<base64>": retired keys, still able to unwrap.
 *
 * Rotation: put the old key in KYC_MASTER_KEYS_OLD, set a new KYC_MASTER_KEY, deploy, then run
 * `npx tsx scripts/rotate-kyc-keys.ts` (rewrapDataKey on every row: only the small wrapped keys
 * change, never the field ciphertexts); finally drop the old key. Without KYC_MASTER_KEY a key
 * "dev" is derived from the auth secret (embedded and test runs); a production server with
 * DATABASE_URL refuses to run KYC without a real key.
 */
export interface MasterKeys {
  current: { id: string; key: Buffer };
  all: Map<string, Buffer>;
}

const KEY_ID = /^[A-Za-z0-9_.-]{1,40}$/;

function parseKey(text: string): { id: string; key: Buffer } {
  const at = text.indexOf(":");
  const id = text.slice(0, at).trim();
  const key = Buffer.from(text.slice(at + 1).trim(), "base64");
  if (at < 1 || !KEY_ID.test(id) || key.length !== 32) {
    throw new Error("A KYC master key must be '<id>:<base64 of 32 bytes>'.");
  }
  return { id, key };
}

/** The master keys of an environment (see above). `devSecret` is read only in embedded mode. */
export function masterKeysFrom(
  env: Record<string, string | undefined>,
  devSecret: () => string,
): MasterKeys {
  let current: { id: string; key: Buffer };
  if (env.KYC_MASTER_KEY?.trim()) current = parseKey(env.KYC_MASTER_KEY);
  else if (env.DATABASE_URL && env.NODE_ENV === "production") {
    throw new Error("KYC_MASTER_KEY must be set in production with DATABASE_URL (decision 031).");
  } else {
    current = {
      id: "dev",
      key: createHmac("sha256", devSecret()).update("kyc-master-key:dev").digest(),
    };
  }
  const all = new Map<string, Buffer>([[current.id, current.key]]);
  for (const part of (env.KYC_MASTER_KEYS_OLD ?? "").split(",")) {
    if (!part.trim()) continue;
    const old = parseKey(part);
    if (!all.has(old.id)) all.set(old.id, old.key);
  }
  return { current, all };
}

/** "iv.tag.ciphertext", base64url each. */
function seal(key: Buffer, plain: Uint8Array, aad: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url")).join(".");
}

function unseal(key: Buffer, sealed: string, aad: string): Buffer {
  const [iv, tag, body] = sealed.split(".").map((p) => Buffer.from(p, "base64url"));
  if (!iv || !tag || !body) throw new Error("Not a sealed value.");
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]);
}

/** A record's data key, and its wrapped form to store beside the record. */
export interface DataKey {
  key: Buffer;
  keyId: string;
  wrappedKey: string;
}

/** A new data key for a record, wrapped by the current master key. */
export function newDataKey(keys: MasterKeys): DataKey {
  const key = randomBytes(32);
  return {
    key,
    keyId: keys.current.id,
    wrappedKey: seal(keys.current.key, key, `data-key:${keys.current.id}`),
  };
}

/** Unwraps a stored data key (its master key must still be known). */
export function openDataKey(keys: MasterKeys, keyId: string, wrappedKey: string): Buffer {
  const master = keys.all.get(keyId);
  if (!master) throw new Error(`Unknown KYC master key id ${JSON.stringify(keyId)}.`);
  return unseal(master, wrappedKey, `data-key:${keyId}`);
}

/** Rotation: the same data key, wrapped by the current master key. */
export function rewrapDataKey(
  keys: MasterKeys,
  stored: { keyId: string; wrappedKey: string },
): { keyId: string; wrappedKey: string } {
  const key = openDataKey(keys, stored.keyId, stored.wrappedKey);
  return {
    keyId: keys.current.id,
    wrappedKey: seal(keys.current.key, key, `data-key:${keys.current.id}`),
  };
}

/** Encrypts one field (or a document's bytes) with a record's data key; `label` binds it. */
export const encryptWith = (dataKey: Buffer, label: string, plain: Uint8Array | string) =>
  seal(dataKey, typeof plain === "string" ? Buffer.from(plain, "utf8") : plain, label);

export const decryptWith = (dataKey: Buffer, label: string, sealed: string) =>
  unseal(dataKey, sealed, label);
