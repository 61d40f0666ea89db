import { describe, expect, it } from "vitest";
import { accountError, gstinError, ifscError, maskAccount, maskPan, panError } from "./fields";
import { KYC_MESSAGES as M } from "./messages";

describe("KYC field rules", () => {
  it("PAN", () => {
    expect(panError("ABCPE1234F")).toBeNull();
    expect(panError("")).toBe(M.panRequired);
    expect(panError("ABCXE1234F")).toBe(M.panInvalid);
    expect(panError("ABCPE1234")).toBe(M.panInvalid);
  });
  it("IFSC", () => {
    expect(ifscError("SBIN0001234")).toBeNull();
    expect(ifscError("HDFC0ABC123")).toBeNull();
    expect(ifscError("SBIN1001234")).toBe(M.ifscInvalid);
    expect(ifscError("")).toBe(M.ifscRequired);
  });
  it("GSTIN: shape, check character and the PAN inside", () => {
    expect(gstinError("", "ABCPE1234F")).toBeNull();
    expect(gstinError("27AAPFU0939F1ZV", "AAPFU0939F")).toBeNull();
    expect(gstinError("27AAPFU0939F1ZW", "AAPFU0939F")).toBe(M.gstInvalid);
    expect(gstinError("27AAPFU0939F1ZV", "ABCPE1234F")).toBe(M.gstPanMismatch);
  });
  it("account numbers and masks", () => {
    expect(accountError("123456789")).toBeNull();
    expect(accountError("12345678")).toBe(M.accountInvalid);
    expect(maskAccount("123456789012")).toBe("XXXXXXXX9012");
    expect(maskPan("ABCPE1234F")).toBe("XXXXXX234F");
  });
});
