import { describe, expect, it } from "vitest";
import { courseMetadata } from "./course-metadata";
import { robotsRules } from "./robots";
import { clampDescription } from "./share-metadata";
import { teacherMetadata } from "./teacher-metadata";

describe("share metadata", () => {
  it("gives a course its title, description, canonical URL, Open Graph and Twitter card", () => {
    const m = courseMetadata(
      {
        name: "Guitar for Beginners",
        shortDescription: "Chords in 8 weeks.",
        streamName: "Music",
        subjectName: "Guitar",
      },
      "/courses/music/guitar-for-beginners",
    );
    expect(m).toMatchObject({
      title: "Guitar for Beginners · Guitar classes online",
      description: "Chords in 8 weeks.",
      alternates: { canonical: "/courses/music/guitar-for-beginners" },
      openGraph: {
        type: "website",
        url: "/courses/music/guitar-for-beginners",
        siteName: "TutorLive",
      },
      twitter: { card: "summary", description: "Chords in 8 weeks." },
    });
  });

  it("gives a teacher a profile card with the photo when there is one", () => {
    const t = {
      firstName: "Asha",
      lastName: "Rao",
      headline: "Patient piano teacher",
      stream: "Music",
      primarySubjects: ["Piano"],
      experienceYears: 9,
    };
    const m = teacherMetadata(t, "/teacher-profile/MTI=", "/media/avatar/MTI=?v=1");
    expect(m).toMatchObject({
      title: "Asha Rao · Piano teacher",
      alternates: { canonical: "/teacher-profile/MTI=" },
      openGraph: {
        type: "profile",
        firstName: "Asha",
        images: [{ url: "/media/avatar/MTI=?v=1" }],
      },
    });
    expect(m.description).toContain("Patient piano teacher. Piano teacher with 9 years");
    expect(teacherMetadata(t, "/x", null).openGraph?.images).toBeUndefined();
  });

  it("cuts long descriptions at a word", () => {
    const text = clampDescription("word ".repeat(100));
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith("word…")).toBe(true);
  });
});

describe("robots rules", () => {
  it("keeps the private areas and JSON endpoints out and points at the sitemap", () => {
    expect(robotsRules("https://x.test")).toEqual({
      rules: [{ userAgent: "*", allow: "/", disallow: ["/st/", "/em/", "/api/", "/dev/"] }],
      sitemap: "https://x.test/sitemap.xml",
    });
  });
});
