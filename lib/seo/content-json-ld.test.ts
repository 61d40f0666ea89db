import { describe, expect, it } from "vitest";
import { isoDuration } from "../content/tutorials-format";
import { articleJsonLd, breadcrumbJsonLd, serializeJsonLd, videoJsonLd } from "./json-ld";

const origin = "https://x.test";

describe("content JSON-LD", () => {
  it("describes a blog as an Article with absolute URLs and dates", () => {
    const published = new Date("2026-11-20T03:30:00Z");
    const ld = articleJsonLd(
      {
        title: "Ten minutes a day </script>",
        description: "Short and happy practice.",
        author: "Ananya Rao",
        section: "Music practice",
        publishedAt: published,
        updatedAt: new Date("2026-11-19T00:00:00Z"),
        imagePath: "/blog/music-practice.svg",
      },
      { origin, path: "/blog/ten-minutes" },
    );
    expect(ld).toMatchObject({
      "@type": "Article",
      url: "https://x.test/blog/ten-minutes",
      image: ["https://x.test/blog/music-practice.svg"],
      author: { "@type": "Person", name: "Ananya Rao" },
      datePublished: published.toISOString(),
      dateModified: published.toISOString(),
      articleSection: "Music practice",
    });
    expect(serializeJsonLd(ld)).not.toContain("</script>");
  });

  it("describes a tutorial as a VideoObject", () => {
    const ld = videoJsonLd(
      {
        title: "C major scale",
        description: "",
        videoUrl: "https://videos.example/c.mp4",
        thumbnailPath: "/blog/music-practice.svg",
        duration: isoDuration(245),
        publishedAt: new Date("2026-11-20T00:00:00Z"),
      },
      { origin },
    );
    expect(ld).toMatchObject({
      "@type": "VideoObject",
      name: "C major scale",
      description: "C major scale",
      contentUrl: "https://videos.example/c.mp4",
      thumbnailUrl: ["https://x.test/blog/music-practice.svg"],
      duration: "PT4M5S",
    });
  });

  it("lists a breadcrumb trail in order", () => {
    const ld = breadcrumbJsonLd(
      [
        { label: "Blog", path: "/blog" },
        { label: "Music", path: "/blog/category/music" },
      ],
      { origin },
    );
    expect(ld.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, "https://x.test/blog"],
      [2, "https://x.test/blog/category/music"],
    ]);
  });
});
