import { describe, expect, it } from "vitest";
import { clientAddress, proxyHops, stripMappedPrefix } from "./client-ip.mjs";

describe("clientAddress", () => {
  it.each([
    [
      "no proxy: the socket, whatever the header says",
      "6.6.6.6, 7.7.7.7",
      "10.0.0.5",
      0,
      "10.0.0.5",
    ],
    ["no proxy, no header", undefined, "10.0.0.5", 0, "10.0.0.5"],
    ["one proxy: the entry it appended", "6.6.6.6, 203.0.113.9", "10.0.0.1", 1, "203.0.113.9"],
    ["one proxy, a client that sent nothing", "203.0.113.9", "10.0.0.1", 1, "203.0.113.9"],
    ["two proxies", "6.6.6.6, 203.0.113.9, 10.0.0.2", "10.0.0.1", 2, "203.0.113.9"],
    ["more hops than entries: the first entry", "203.0.113.9", "10.0.0.1", 5, "203.0.113.9"],
    ["one proxy that sent no header: its own address", undefined, "10.0.0.1", 1, "10.0.0.1"],
    ["blank entries are skipped", "203.0.113.9, ,", "10.0.0.1", 1, "203.0.113.9"],
    ["an IPv4-mapped socket address", undefined, "::ffff:192.0.2.4", 0, "192.0.2.4"],
    ["an IPv4-mapped forwarded entry", "::ffff:192.0.2.4", "10.0.0.1", 1, "192.0.2.4"],
    ["IPv6 stays as it is", undefined, "2001:db8::1", 0, "2001:db8::1"],
  ])("%s", (_, forwardedFor, remoteAddress, hops, expected) => {
    expect(clientAddress({ forwardedFor, remoteAddress, hops })).toBe(expected);
  });

  it("a new header value does not make a new client (the per-IP budget cannot be reset)", () => {
    const seen = new Set(
      ["1.1.1.1", "2.2.2.2", "3.3.3.3"].map((spoof) =>
        clientAddress({ forwardedFor: spoof, remoteAddress: "198.51.100.7", hops: 0 }),
      ),
    );
    expect([...seen]).toEqual(["198.51.100.7"]);
  });
});

describe("proxyHops and stripMappedPrefix", () => {
  it("reads TRUSTED_PROXY_HOPS, 0 unless a positive whole number", () => {
    expect(proxyHops({})).toBe(0);
    expect(proxyHops({ TRUSTED_PROXY_HOPS: "2" })).toBe(2);
    expect(proxyHops({ TRUSTED_PROXY_HOPS: "-1" })).toBe(0);
    expect(proxyHops({ TRUSTED_PROXY_HOPS: "one" })).toBe(0);
  });

  it("only strips the prefix from a mapped IPv4 address", () => {
    expect(stripMappedPrefix("::FFFF:127.0.0.1")).toBe("127.0.0.1");
    expect(stripMappedPrefix("::ffff:abcd")).toBe("::ffff:abcd");
  });
});
