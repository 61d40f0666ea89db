import { describe, expect, it } from "vitest";
import { currencyAnswer, minorToMajor, resolveViewerMoney } from "./currency";
import { readCookie, viewerMoneyOfRequest } from "./request-money";

describe("the viewer's currency", () => {
  it("follows an explicit cur first, then the tz parameter, then the cookie, then the default", () => {
    expect(resolveViewerMoney({})).toEqual({ timeZone: "Asia/Kolkata", currency: "INR" });
    expect(resolveViewerMoney({ cookieTz: "Europe/London" })).toEqual({
      timeZone: "Europe/London",
      currency: "USD",
    });
    expect(resolveViewerMoney({ tz: "Asia/Calcutta", cookieTz: "Europe/London" })).toEqual({
      timeZone: "Asia/Calcutta",
      currency: "INR",
    });
    expect(resolveViewerMoney({ cur: "usd", tz: "Asia/Kolkata" }).currency).toBe("USD");
  });

  it("skips invalid zones and currencies instead of trusting them", () => {
    expect(resolveViewerMoney({ tz: "Mars/Olympus", cookieTz: "America/New_York" })).toEqual({
      timeZone: "America/New_York",
      currency: "USD",
    });
    expect(resolveViewerMoney({ cur: "EUR", cookieTz: "Asia/Kolkata" }).currency).toBe("INR");
  });

  it("answers get-currency with the currency, its symbol and the zone", () => {
    expect(currencyAnswer(resolveViewerMoney({ tz: "Asia/Kolkata" }))).toEqual({
      currency: "INR",
      symbol: "₹",
      time_zone: "Asia/Kolkata",
    });
    expect(currencyAnswer(resolveViewerMoney({ tz: "America/Chicago" }))).toEqual({
      currency: "USD",
      symbol: "$",
      time_zone: "America/Chicago",
    });
  });

  it("reads the tz cookie and the query string of a request", () => {
    const request = new Request("http://x.test/a?cur=INR", {
      headers: { cookie: "a=1; tz=America%2FNew_York; b=2" },
    });
    expect(readCookie(request, "tz")).toBe("America/New_York");
    expect(readCookie(request, "zz")).toBeNull();
    expect(viewerMoneyOfRequest(request)).toEqual({
      timeZone: "America/New_York",
      currency: "INR",
    });
    expect(viewerMoneyOfRequest(request, { cur: "USD" }).currency).toBe("USD");
  });

  it("turns minor units into the legacy decimal amount", () => {
    expect(minorToMajor(49900)).toBe(499);
    expect(minorToMajor(1250)).toBe(12.5);
  });
});
