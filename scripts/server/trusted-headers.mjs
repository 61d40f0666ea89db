// What the app may believe about a request, written into its headers before Next sees it: the
// app (lib/auth/deps.ts clientIp) reads the first X-Forwarded-For entry, so that entry must be ours.
import { clientAddress } from "./client-ip.mjs";

export const HSTS = "max-age=63072000; includeSubDomains";

const first = (value) => (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim();

/**
 * Rewrites `headers` (a Node request's, lower-case names) in place: X-Forwarded-For becomes the
 * trusted client address alone and X-Real-IP goes. X-Forwarded-Proto/-Host/-Port are a trusted
 * proxy's only when `hops` > 0; otherwise the client's are dropped and the protocol is the socket's.
 * Answers whether the request reached us over https (so the response carries HSTS).
 */
export function trustHeaders(headers, { remoteAddress, encrypted, hops }) {
  const forwardedFor = headers["x-forwarded-for"];
  const client = clientAddress({
    forwardedFor: Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor,
    remoteAddress,
    hops,
  });
  if (client) headers["x-forwarded-for"] = client;
  else delete headers["x-forwarded-for"];
  delete headers["x-real-ip"];
  if (hops === 0) {
    delete headers["x-forwarded-host"];
    delete headers["x-forwarded-port"];
    headers["x-forwarded-proto"] = encrypted ? "https" : "http";
  }
  return Boolean(encrypted) || first(headers["x-forwarded-proto"]) === "https";
}
