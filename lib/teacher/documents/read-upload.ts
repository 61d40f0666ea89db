import { sniffAccepted } from "../../media/library/sniff";

/**
 * Reads an uploaded teacher document: "too-large" past `maxBytes` (not read), "wrong-type" when
 * its bytes are none of `accepted`, else the bytes and the sniffed content type.
 */
export async function readUpload<T extends string>(
  file: File,
  maxBytes: number,
  accepted: readonly T[],
): Promise<{ bytes: Uint8Array; type: T } | "too-large" | "wrong-type"> {
  if (file.size > maxBytes) return "too-large";
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await sniffAccepted(bytes, accepted);
  return type ? { bytes, type } : "wrong-type";
}
