import { describe, expect, it } from "vitest";
import { SEARCH_MESSAGES } from "./filters";
import type { SearchOptions } from "./options";
import { readPageFilters, readSegment, searchResultRoute } from "./search-page";

const options: SearchOptions = {
  streams: [{ id: 1, name: "Music", slug: "music" }],
  subjects: [
    { id: 7, name: "Guitar", slug: "guitar", streamId: 1 },
    { id: 8, name: "Carnatic Vocal", slug: "carnatic-vocal", streamId: 1 },
  ],
  languages: ["English", "Hindi"],
};

describe("search-result paths", () => {
  it("read the segment before search-result as a subject, a stream or words", () => {
    expect(readSegment("guitar", options)).toEqual({
      kind: "subject",
      slug: "guitar",
      name: "Guitar",
    });
    expect(readSegment("Carnatic-Vocal", options)).toMatchObject({
      kind: "subject",
      name: "Carnatic Vocal",
    });
    expect(readSegment("music", options)).toEqual({ kind: "stream", slug: "music", name: "Music" });
    expect(readSegment("online-guitar_lessons", options)).toEqual({
      kind: "text",
      text: "online guitar lessons",
    });
    expect(readSegment("--", options)).toBeNull();
  });

  it("have a canonical path from their leading segments, the last naming the search", () => {
    expect(searchResultRoute(["teachers", "guitar"])).toEqual({
      path: "/teachers/guitar/search-result",
      segment: "guitar",
    });
    expect(searchResultRoute(["in", "teachers", "spoken%20english"])).toEqual({
      path: "/in/teachers/spoken%20english/search-result",
      segment: "spoken english",
    });
  });
});

describe("the page's filters", () => {
  it("keep the valid filters and report the bad ones instead of failing the page", () => {
    const { filters, errors } = readPageFilters({ text: "guitar", rating: "9", page: "x" });
    expect(filters).toEqual({ text: "guitar", following: false, trial: false, page: 1 });
    expect(errors).toEqual({ rating: SEARCH_MESSAGES.rating, page: SEARCH_MESSAGES.page });
    expect(readPageFilters({ lang: "hindi" })).toEqual({
      filters: { lang: ["Hindi"], following: false, trial: false, page: 1 },
      errors: {},
    });
  });
});
