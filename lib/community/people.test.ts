import { describe, expect, it } from "vitest";
import { paged } from "./paging";
import { authorOf } from "./people";
import { postFields } from "./schemas";
import { COMMUNITY_MESSAGES as M } from "./rules";

const child = { id: 5, first_name: "Aarav", last_name: "mehta", role: "student", consent: false };
const viewer = (id: number, role: "student" | "teacher" | "admin" = "student") => ({
  id,
  role,
  name: "V",
  prefix: "st",
});

describe("authorOf (decision 032)", () => {
  it("shortens a child's surname without family consent", () => {
    expect(authorOf(child, null).name).toBe("Aarav M.");
    expect(authorOf(child, viewer(9)).name).toBe("Aarav M.");
    expect(authorOf({ ...child, last_name: "" }, null).name).toBe("Aarav");
  });
  it("shows the full name to the child, admins, with consent, and for teachers", () => {
    expect(authorOf(child, viewer(5)).name).toBe("Aarav mehta");
    expect(authorOf(child, viewer(1, "admin")).name).toBe("Aarav mehta");
    expect(authorOf({ ...child, consent: true }, null).name).toBe("Aarav mehta");
    expect(authorOf({ ...child, role: "teacher" }, null).name).toBe("Aarav mehta");
  });
});

describe("paged", () => {
  it("answers the legacy paginator shape from page 1", () => {
    expect(paged([1], 1, 6, 13, "/x?tag_id=2")).toEqual({
      current_page: 1,
      per_page: 6,
      total: 13,
      last_page: 3,
      next_page_url: "/x?tag_id=2&page=2",
      prev_page_url: null,
      data: [1],
    });
    expect(paged([], 5, 6, 0, "/x")).toMatchObject({
      last_page: 1,
      next_page_url: null,
      prev_page_url: "/x?page=1",
    });
  });
});

describe("postFields", () => {
  it("needs a title and a tag, with the spec's messages", () => {
    const r = postFields.safeParse({ title: " ", tag_ids: "" });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual([M.noTitle, M.noTag]);
    expect(postFields.parse({ title: "T", tag_ids: "1, 2" }).tag_ids).toEqual([1, 2]);
    expect(postFields.parse({ title: "T", tag_ids: [3] }).tag_ids).toEqual([3]);
  });
});
