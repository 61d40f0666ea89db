import { describe, expect, it } from "vitest";
import { findContactDetails } from "./contact-filter";

describe("findContactDetails", () => {
  it.each([
    ["my mummy number is 98450 12345, I live in Koramangala", "phone"],
    ["call 984-501-2345", "phone"],
    ["+91 (984) 501 2345", "phone"],
    ["nine eight four five zero one two three four five", "phone"],
    ["write to riya.k@gmail.com", "email"],
    ["riya at yahoo dot com", "email"],
    ["my gmail is riyak2015", "email"],
    ["I live in Koramangala", "street"],
    ["we stay at 5th cross", "street"],
    ["our address is near the park", "street"],
    ["house no 42 near the temple", "street"],
    ["12th Main Road, Indiranagar", "street"],
    ["pin 560034", "street"],
  ] as const)("finds %j (%s)", (text, kind) => {
    expect(findContactDetails(text)).toBe(kind);
  });

  it.each([
    "What a lovely drawing!",
    "I practised for 2 hours and got 3 stars",
    "Class 5 is my favourite, see you on the 12th",
    "Great job, keep going 👏",
    "My score was 1000 points",
  ])("lets %j through", (text) => {
    expect(findContactDetails(text)).toBeNull();
  });
});
