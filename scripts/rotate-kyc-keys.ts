/**
 * `npx tsx scripts/rotate-kyc-keys.ts`: after setting a new KYC_MASTER_KEY and moving the old one
 * to KYC_MASTER_KEYS_OLD, rewraps every KYC and teacher-document data key under the new key
 * (decision 031). Uses DATABASE_URL when set, otherwise the embedded PGlite in .data/pglite.
 */
import { openDatabase } from "../db/client";
import { authSecret } from "../lib/auth/secret";
import { masterKeysFrom } from "../lib/teacher/documents/envelope";
import { rewrapAll } from "../lib/teacher/documents/rotate";

async function main() {
  const url = process.env.DATABASE_URL || undefined;
  const keys = masterKeysFrom(process.env, () => authSecret());
  const handle = await openDatabase(url ? { url, max: 1, statementTimeoutMs: 0 } : {});
  try {
    const moved = await rewrapAll(handle.db, keys);
    console.info(
      `Rewrapped ${moved.kyc} KYC rows and ${moved.documents} documents under key ${keys.current.id}.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
