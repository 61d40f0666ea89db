import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The key that signs and encrypts session cookies. Production sets AUTH_SECRET. On the embedded
 * defaults (no DATABASE_URL) a random key is made once and kept in .data/auth-secret, so a fresh
 * clone works without setup and sessions survive restarts.
 */
export function authSecret(env: Record<string, string | undefined> = process.env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.DATABASE_URL) {
    throw new Error("AUTH_SECRET must be set when DATABASE_URL is set (see README, Environment).");
  }
  const file = path.join(process.cwd(), ".data", "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}
