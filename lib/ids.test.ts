import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeId, encodeId } from "./ids";

describe("base64 ids", () => {
  it("encodes like the legacy site", () => {
    expect(encodeId(12)).toBe("MTI=");
    expect(decodeId("MTI=")).toBe(12);
    expect(decodeId("MTI%3D")).toBe(12);
  });

  it("round-trips every positive 32-bit id", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_147_483_647 }),
        (id) => decodeId(encodeId(id)) === id,
      ),
    );
  });

  it("rejects what is not a positive integer's encoding", () => {
    for (const bad of [
      "",
      "abc",
      encodeId(0),
      Buffer.from("-3").toString("base64"),
      Buffer.from("1.5").toString("base64"),
      Buffer.from("99999999999").toString("base64"),
      "%E0%A4%A",
    ]) {
      expect(decodeId(bad)).toBeNull();
    }
  });
});
