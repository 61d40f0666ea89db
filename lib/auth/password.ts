import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";

// scrypt is memory-hard and ships with Node: N=2^15, r=8 uses 32 MiB per hash.
const PARAMS = { N: 2 ** 15, r: 8, p: 1, keyLength: 32 } as const;
const MAX_MEM = 64 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** Hashes a password into a self-describing string: scrypt$N$r$p$salt$hash (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, keyLength } = PARAMS;
  const key = await scrypt(password, salt, keyLength, { N, r, p, maxmem: MAX_MEM });
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string | null): ParsedHash | null {
  const [scheme, n, r, p, saltText, keyText] = (stored ?? "").split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !saltText || !keyText) return null;
  const salt = Buffer.from(saltText, "base64url");
  return { N: Number(n), r: Number(r), p: Number(p), salt, key: Buffer.from(keyText, "base64url") };
}

let dummy: Promise<ParsedHash> | undefined;
/**
 * A hash of a random secret at today's cost parameters, made once per process: checked instead when
 * there is no usable hash, so "no such account" costs as much as "wrong password".
 */
function dummyHash(): Promise<ParsedHash> {
  dummy ??= hashPassword(randomBytes(16).toString("base64url")).then((h) => parseHash(h)!);
  return dummy;
}

/**
 * Checks a password against a stored hash in constant time. A missing or malformed hash never
 * matches, but costs one scrypt all the same (against the dummy hash): the time of the answer must
 * not tell whether an account (or its password) exists.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const real = parseHash(stored);
  const { N, r, p, salt, key: expected } = real ?? (await dummyHash());
  const key = await scrypt(password, salt, expected.length, { N, r, p, maxmem: MAX_MEM });
  return real !== null && key.length === expected.length && timingSafeEqual(key, expected);
}
