import "server-only";
import { authSecret } from "../../auth/secret";
import { masterKeysFrom, type MasterKeys } from "./envelope";

/** The KYC master keys of this process's environment (read on each call: tests change it). */
export function kycMasterKeys(env: Record<string, string | undefined> = process.env): MasterKeys {
  return masterKeysFrom(env, () => authSecret(env));
}
