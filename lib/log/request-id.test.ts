import { describe, expect, it } from "vitest";
import { isRequestId, requestIdFrom } from "./request-id.mjs";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("request id", () => {
  it.each(["abcd1234", "1-67891233-abcdef0123", "f".repeat(64), "a_b-c_d-e"])(
    "keeps a well-formed id from the caller: %s",
    (id) => {
      expect(isRequestId(id)).toBe(true);
      expect(requestIdFrom(id)).toBe(id);
    },
  );

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["too short", "abc1234"],
    ["too long", "f".repeat(65)],
    ["two headers joined", "abcd1234, efgh5678"],
    ["two headers as an array", ["abcd1234", "efgh5678"]],
    ["a log-line forgery", 'abcd1234\n{"level":"error"}'],
    ["spaces and punctuation", "abcd 1234;x=1"],
    ["not a string", 12345678],
  ])("replaces an id that is %s with a new UUID", (_, value) => {
    expect(isRequestId(value)).toBe(false);
    expect(requestIdFrom(value)).toMatch(UUID);
  });

  it("makes a different id each time", () => {
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});
