// The client's address as far as we can trust it (pen-test finding 3). X-Forwarded-For is written by
// whoever sent the request: only the entries our own reverse proxies appended can be believed. The
// chain is the header's entries, left to right, then the socket's peer; each of our `hops` proxies
// appended one entry, so the client is the entry `hops` places before the end. With no proxy (0)
// the client is the socket's peer and the header is ignored.

/** TRUSTED_PROXY_HOPS: how many reverse proxies stand in front of the server (default 0). */
export function proxyHops(env) {
  const hops = Number(env.TRUSTED_PROXY_HOPS);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
}

/** `::ffff:203.0.113.7` (an IPv4 client on an IPv6 socket) is `203.0.113.7`. */
export function stripMappedPrefix(address) {
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;
}

/**
 * `forwardedFor`: the X-Forwarded-For header (undefined when absent); `remoteAddress`: the socket's
 * peer. Answers the client's address ("" when even the socket has none).
 */
export function clientAddress({ forwardedFor, remoteAddress, hops }) {
  const entries = hops > 0 ? (forwardedFor ?? "").split(",") : [];
  const chain = [...entries.map((e) => e.trim()).filter(Boolean), remoteAddress ?? ""];
  return stripMappedPrefix(chain[Math.max(0, chain.length - 1 - hops)]);
}
