import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { breadcrumbListJsonLd, Breadcrumbs } from "./breadcrumbs";

const trail = [
  { name: "Home", path: "/" },
  { name: "Courses", path: "/courses" },
  { name: "Music", path: "/courses/music" },
  { name: "Guitar </script> basics", path: "/courses/music/guitar" },
];

describe("breadcrumbs", () => {
  it("links every step but the page itself, which is marked current", () => {
    const html = renderToStaticMarkup(<Breadcrumbs trail={trail} origin="https://x.test" />);
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toContain('href="/courses/music"');
    expect(html).not.toContain('href="/courses/music/guitar"');
    expect(html).toMatch(/aria-current="page"[^>]*>Guitar &lt;\/script&gt; basics</);
  });

  it("gives search engines the same trail as a BreadcrumbList, with absolute URLs", () => {
    const ld = breadcrumbListJsonLd(trail, "https://x.test");
    expect(ld["@type"]).toBe("BreadcrumbList");
    expect(ld.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, "https://x.test/"],
      [2, "https://x.test/courses"],
      [3, "https://x.test/courses/music"],
      [4, "https://x.test/courses/music/guitar"],
    ]);
    const html = renderToStaticMarkup(<Breadcrumbs trail={trail} origin="https://x.test" />);
    expect(html).not.toContain("</script> basics");
  });
});
