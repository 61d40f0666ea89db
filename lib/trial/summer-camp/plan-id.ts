import { createCipheriv, createDecipheriv, createHash, createHmac } from "node:crypto";

/**
 * The opaque summer-camp plan id of /sms/st/choose-plan/{plan id}/na (spec 2 §2, login rule 2;
 * decision 029): the plan (a subject and a class count of its summer-camp packs, the same in both
 * currencies) encrypted and authenticated with AES-256-GCM under a key derived from the app secret.
 * The IV is derived from the plan, so one plan has one id (shareable links); an id that was not
 * made here, or was changed by a character, decodes to null.
 */
export interface SummerCampPlan {
  subjectId: number;
  totalClasses: number;
}

const PREFIX = "sc";
const keyOf = (secret: string) =>
  createHash("sha256").update(`summer-camp-plan:${secret}`).digest();

export function encodePlanId(plan: SummerCampPlan, secret: string): string {
  const text = `${plan.subjectId}:${plan.totalClasses}`;
  const iv = createHmac("sha256", keyOf(secret)).update(text).digest().subarray(0, 12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

export function decodePlanId(raw: string, secret: string): SummerCampPlan | null {
  if (!raw.startsWith(PREFIX) || raw.length > 120) return null;
  const bytes = Buffer.from(raw.slice(PREFIX.length), "base64url");
  if (bytes.length < 12 + 3 + 16) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    const text = Buffer.concat([
      decipher.update(bytes.subarray(12, bytes.length - 16)),
      decipher.final(),
    ]).toString("utf8");
    const m = /^([1-9][0-9]{0,9}):([1-9][0-9]{0,2})$/.exec(text);
    return m ? { subjectId: Number(m[1]), totalClasses: Number(m[2]) } : null;
  } catch {
    return null;
  }
}
