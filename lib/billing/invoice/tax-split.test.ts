import { describe, expect, it } from "vitest";
import { gstStateCode, gstStateName } from "./gst-states";
import { DEMO_SELLER_GSTIN, GSTIN_PATTERN, sellerFromEnv } from "./seller";
import { financialYearOf, formatInvoiceNumber } from "./series";
import { SAC_CODE, splitGst } from "./tax-split";

describe("splitGst", () => {
  it("splits GST into CGST and SGST when the place of supply is the seller's state", () => {
    expect(splitGst(18000, "29", "29")).toEqual({
      cgstMinor: 9000,
      sgstMinor: 9000,
      igstMinor: 0,
      halfRate: "9%",
      fullRate: "18%",
      intraState: true,
    });
  });

  it("keeps an odd paisa so the halves add up to the ledger's GST", () => {
    const split = splitGst(18001, "27", "27");
    expect(split.cgstMinor + split.sgstMinor).toBe(18001);
    expect(split.cgstMinor).toBe(9000);
  });

  it("charges IGST for another state", () => {
    expect(splitGst(18000, "27", "29")).toMatchObject({
      cgstMinor: 0,
      sgstMinor: 0,
      igstMinor: 18000,
      intraState: false,
    });
  });

  it("uses the training and coaching SAC", () => {
    expect(SAC_CODE).toBe("999293");
  });
});

describe("GST states and the seller", () => {
  it("reads state names in any case and back", () => {
    expect(gstStateCode(" maharashtra ")).toBe("27");
    expect(gstStateCode("Atlantis")).toBeNull();
    expect(gstStateCode(null)).toBeNull();
    expect(gstStateName("29")).toBe("Karnataka");
  });

  it("takes the seller from the environment, else the documented demo seller", () => {
    expect(DEMO_SELLER_GSTIN).toMatch(GSTIN_PATTERN);
    expect(sellerFromEnv({})).toMatchObject({ gstin: DEMO_SELLER_GSTIN, stateCode: "29" });
    expect(sellerFromEnv({ SELLER_GSTIN: "27aafct1234h1z5" })).toMatchObject({
      gstin: "27AAFCT1234H1Z5",
      stateCode: "27",
      stateName: "Maharashtra",
    });
  });
});

describe("invoice number series", () => {
  it("names the Indian financial year in IST (1 April – 31 March)", () => {
    expect(financialYearOf(new Date("2026-04-01T00:00:00+05:30"))).toBe("2026-27");
    expect(financialYearOf(new Date("2026-03-31T23:59:00+05:30"))).toBe("2025-26");
    // 31 March 19:00 UTC is already 1 April in India.
    expect(financialYearOf(new Date("2027-03-31T19:00:00Z"))).toBe("2027-28");
    expect(financialYearOf(new Date("2099-12-31T00:00:00Z"))).toBe("2099-00");
  });

  it("numbers with the prefix, the year and six digits", () => {
    expect(formatInvoiceNumber("2026-27", 42)).toBe("TL/2026-27/000042");
  });
});
