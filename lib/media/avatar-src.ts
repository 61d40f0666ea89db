import { encodeId } from "../ids";
import { keyVersion } from "./keys";

/**
 * The address an avatar is served from: /media/avatar/{base64 user id}?v={key version}. The version
 * changes with every upload, so the address can be cached for good and a new photo shows at once.
 */
export function avatarSrc(userId: number, key: string | null | undefined): string | null {
  return key ? `/media/avatar/${encodeId(userId)}?v=${keyVersion(key)}` : null;
}
