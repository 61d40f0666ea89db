import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  effectiveSort,
  filtersToParams,
  parseRange,
  SEARCH_MESSAGES,
  searchCurrency,
  searchFiltersSchema,
  type SearchFilters,
} from "./filters";
import { searchWords } from "./search-sql";
import { currencyOfRequest } from "./viewer-currency";

const parse = (input: Record<string, unknown>) => searchFiltersSchema.parse(input);

/** The message of each refused field. */
function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const result = searchFiltersSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("search filters: defaults", () => {
  it("has page 1, no following and nothing else when nothing is given", () => {
    expect(parse({})).toEqual({ following: false, trial: false, page: 1 });
  });

  it("treats blank values as not given, as the legacy client sent every parameter", () => {
    const blank = Object.fromEntries(
      [
        "text",
        "rating",
        "price",
        "experience",
        "filter",
        "following",
        "level",
        "time",
        "lang",
        "class",
        "cur",
        "page",
        "subject",
      ].map((k) => [k, "  "]),
    );
    expect(parse(blank)).toEqual({ following: false, trial: false, page: 1 });
  });
});

describe("search filters: each filter", () => {
  it("text: trimmed with spaces collapsed, at most 100 characters", () => {
    expect(parse({ text: "  carnatic   vocal " }).text).toBe("carnatic vocal");
    expect(errorsOf({ text: "x".repeat(101) })).toEqual({ text: SEARCH_MESSAGES.text });
  });

  it("rating: a minimum from 0 to 5, as text, number or with a plus", () => {
    expect(parse({ rating: "4" }).rating).toBe(4);
    expect(parse({ rating: 4.5 }).rating).toBe(4.5);
    expect(parse({ rating: "4+" }).rating).toBe(4);
    for (const bad of ["6", "-1", "four", "4.555"]) {
      expect(errorsOf({ rating: bad }), bad).toEqual({ rating: SEARCH_MESSAGES.rating });
    }
  });

  it("price: a range, a minimum or a maximum in major units; never a lone number", () => {
    expect(parse({ price: "500-1000" }).price).toEqual({ min: 500, max: 1000 });
    expect(parse({ price: "500 - 1000" }).price).toEqual({ min: 500, max: 1000 });
    expect(parse({ price: "500+" }).price).toEqual({ min: 500 });
    expect(parse({ price: "500-" }).price).toEqual({ min: 500 });
    expect(parse({ price: "-1000" }).price).toEqual({ max: 1000 });
    expect(parse({ price: "10.5-20" }).price).toEqual({ min: 10.5, max: 20 });
    for (const bad of ["500", "1000-500", "-", "cheap", "1-2-3", "abc-100"]) {
      expect(errorsOf({ price: bad }), bad).toEqual({ price: SEARCH_MESSAGES.price });
    }
  });

  it("experience: a lone number is a minimum; ranges in whole years up to 70", () => {
    expect(parse({ experience: "5" }).experience).toEqual({ min: 5 });
    expect(parse({ experience: 5 }).experience).toEqual({ min: 5 });
    expect(parse({ experience: "5+" }).experience).toEqual({ min: 5 });
    expect(parse({ experience: "2-5" }).experience).toEqual({ min: 2, max: 5 });
    for (const bad of ["lots", "2.5", "80", "5-2"]) {
      expect(errorsOf({ experience: bad }), bad).toEqual({
        experience: SEARCH_MESSAGES.experience,
      });
    }
  });

  it("filter: one of the sorts, in any case", () => {
    expect(parse({ filter: "PRICE_ASC" }).filter).toBe("price_asc");
    for (const sort of ["relevance", "rating", "price_asc", "price_desc", "experience"]) {
      expect(parse({ filter: sort }).filter).toBe(sort);
    }
    expect(errorsOf({ filter: "cheapest" })).toEqual({ filter: SEARCH_MESSAGES.filter });
  });

  it("following: true or false in the usual spellings", () => {
    for (const yes of ["1", "true", "TRUE", "yes", "on", true, 1]) {
      expect(parse({ following: yes }).following, String(yes)).toBe(true);
    }
    for (const no of ["0", "false", "no", "off", false, 0]) {
      expect(parse({ following: no }).following, String(no)).toBe(false);
    }
    expect(errorsOf({ following: "maybe" })).toEqual({ following: SEARCH_MESSAGES.following });
  });

  it("level and time: their listed values only", () => {
    expect(parse({ level: "Advanced", time: "evening" })).toMatchObject({
      level: "advanced",
      time: "evening",
    });
    expect(errorsOf({ level: "expert", time: "night" })).toEqual({
      level: SEARCH_MESSAGES.level,
      time: SEARCH_MESSAGES.time,
    });
  });

  it("lang: one or more language names, capitalised as stored, without repeats", () => {
    expect(parse({ lang: "hindi" }).lang).toEqual(["Hindi"]);
    expect(parse({ lang: "tamil, FRENCH,tamil" }).lang).toEqual(["Tamil", "French"]);
    expect(parse({ lang: ["Hindi", "English"] }).lang).toEqual(["Hindi", "English"]);
    for (const bad of ["12", "Hindi;drop", "a,b,c,d,e,f"]) {
      expect(errorsOf({ lang: bad }), bad).toEqual({ lang: SEARCH_MESSAGES.lang });
    }
  });

  it("class and subject: an id or a slug", () => {
    expect(parse({ class: "3" }).class).toEqual({ id: 3 });
    expect(parse({ class: 3 }).class).toEqual({ id: 3 });
    expect(parse({ class: "Music" }).class).toEqual({ slug: "music" });
    expect(parse({ subject: "carnatic-vocal" }).subject).toEqual({ slug: "carnatic-vocal" });
    expect(errorsOf({ class: "0", subject: "Guitar lessons!" })).toEqual({
      class: SEARCH_MESSAGES.class,
      subject: SEARCH_MESSAGES.subject,
    });
  });

  it("cur: INR or USD in any case", () => {
    expect(parse({ cur: "usd" }).cur).toBe("USD");
    expect(parse({ cur: "INR" }).cur).toBe("INR");
    expect(errorsOf({ cur: "EUR" })).toEqual({ cur: SEARCH_MESSAGES.cur });
  });

  it("page: a whole number from 1 to 1000; a repeated parameter counts once (the last)", () => {
    expect(parse({ page: "3" }).page).toBe(3);
    expect(parse({ page: ["2", "4"] }).page).toBe(4);
    for (const bad of ["0", "1001", "1.5", "two", "-1"]) {
      expect(errorsOf({ page: bad }), bad).toEqual({ page: SEARCH_MESSAGES.page });
    }
  });

  it("reports every bad field at once", () => {
    expect(Object.keys(errorsOf({ rating: "x", price: "x", cur: "x", page: "x" }))).toEqual([
      "rating",
      "price",
      "cur",
      "page",
    ]);
  });
});

describe("search filters: sort, currency and URL", () => {
  it("sorts by relevance with words, by rating without", () => {
    expect(effectiveSort({ text: "guitar" })).toBe("relevance");
    expect(effectiveSort({})).toBe("rating");
    expect(effectiveSort({ text: "guitar", filter: "price_asc" })).toBe("price_asc");
  });

  it("prices in cur when given, else in the viewer's currency", () => {
    expect(searchCurrency({}, "INR")).toBe("INR");
    expect(searchCurrency({ cur: "USD" }, "INR")).toBe("USD");
    expect(searchCurrency({ cur: "INR" }, "USD")).toBe("INR");
  });

  it("takes the viewer's currency from the tz cookie: INR for either Indian zone name", () => {
    const req = (cookie?: string) =>
      new Request("http://localhost/", { headers: cookie ? { cookie } : {} });
    expect(currencyOfRequest(req())).toBe("INR");
    expect(currencyOfRequest(req("tz=Asia%2FKolkata"))).toBe("INR");
    expect(currencyOfRequest(req("a=b; tz=Asia%2FCalcutta"))).toBe("INR");
    expect(currencyOfRequest(req("tz=America%2FNew_York; x=1"))).toBe("USD");
    expect(currencyOfRequest(req("tz=Europe%2FLondon"))).toBe("USD");
    expect(currencyOfRequest(req("tz=%E0%A4%A"))).toBe("INR");
  });

  it("writes the filters back as canonical URL parameters, without defaults", () => {
    const filters: SearchFilters = parse({
      page: "1",
      text: "guitar",
      price: "500-",
      experience: "3",
      lang: "hindi,tamil",
      following: "0",
      class: "music",
      filter: "price_desc",
    });
    expect(filtersToParams(filters).toString()).toBe(
      "text=guitar&class=music&price=500%2B&experience=3%2B&lang=Hindi%2CTamil&filter=price_desc",
    );
    expect(filtersToParams({ ...filters, page: 2 }, ["text"]).get("page")).toBe("2");
    expect(filtersToParams({ ...filters, page: 2 }, ["text", "page"]).has("text")).toBe(false);
    // What it writes reads back the same.
    expect(parse(Object.fromEntries(filtersToParams(filters)))).toEqual(filters);
  });

  it("parses ranges for other callers", () => {
    expect(parseRange("5", "max")).toEqual({ max: 5 });
    expect(parseRange("5", "refuse")).toBeNull();
    expect(parseRange("3to8", "refuse")).toEqual({ min: 3, max: 8 });
  });

  it("describes every filter in its JSON schema (docs/api.md)", () => {
    const json = z.toJSONSchema(searchFiltersSchema, { io: "input", unrepresentable: "any" }) as {
      properties: Record<string, { description?: string }>;
    };
    for (const [name, prop] of Object.entries(json.properties)) {
      expect(prop.description, name).toBeTruthy();
    }
  });
});

describe("search words", () => {
  it("drops punctuation and words that only ask for a teacher", () => {
    expect(searchWords("Guitar teacher near me!")).toBe("guitar");
    expect(searchWords("online classes")).toBe("");
    expect(searchWords("C++ and C#")).toBe("c++ and c#");
    expect(searchWords("  Drawing & Sketching ")).toBe("drawing sketching");
    expect(searchWords(undefined)).toBe("");
  });
});
