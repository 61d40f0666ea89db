import "server-only";
import { createHmac } from "node:crypto";
import { authSecret } from "../auth/secret";

/** A voter's number as stored: an HMAC, so the table holds no phone numbers (decision 033). */
export function voteMobileHash(mobile: string): string {
  return createHmac("sha256", authSecret()).update(`public_vote\n+91${mobile}`).digest("hex");
}

/** The network a vote came from: an IPv4 /24 ("203.0.113.0/24") or an IPv6 /48. */
export function ipPrefix(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip.trim());
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (ip.includes(":")) {
    const groups = ip.trim().toLowerCase().split("::")[0]!.split(":").filter(Boolean);
    return `${[...groups, "0", "0", "0"].slice(0, 3).join(":")}::/48`;
  }
  return "unknown";
}
