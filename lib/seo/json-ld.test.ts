import { describe, expect, it } from "vitest";
import { courseJsonLd, jsonLdScriptProps, serializeJsonLd, teacherJsonLd } from "./json-ld";

const teacher = {
  firstName: "Rohan",
  lastName: "Mathew",
  headline: "Guitar teacher </script><script>alert(1)</script>",
  stream: "Music",
  primarySubjects: ["Guitar"],
  secondarySubjects: ["Piano"],
  languages: ["English", "Hindi"],
  rating: 4.9,
  ratingCount: 120,
};

describe("JSON-LD serialisation", () => {
  it("escapes <, >, & and line separators so user text can not end the script", () => {
    const text = serializeJsonLd({ bio: "</script><b>x</b> & \u2028" });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual({ bio: "</script><b>x</b> & \u2028" });
  });

  it("gives script props with the escaped JSON", () => {
    const props = jsonLdScriptProps(
      teacherJsonLd(teacher, { origin: "https://x.test", path: "/t" }),
    );
    expect(props.type).toBe("application/ld+json");
    expect(props.dangerouslySetInnerHTML.__html).not.toContain("</script>");
  });
});

describe("schema.org builders", () => {
  it("describes a teacher as a Person with job title, subjects and rating", () => {
    const ld = teacherJsonLd(teacher, {
      origin: "https://x.test",
      path: "/teacher-profile/MTI=",
      imagePath: "/media/avatar/MTI=?v=abc",
    });
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Person",
      name: "Rohan Mathew",
      url: "https://x.test/teacher-profile/MTI=",
      image: "https://x.test/media/avatar/MTI=?v=abc",
      jobTitle: "Guitar teacher",
      knowsAbout: ["Guitar", "Piano", "Music"],
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.9, ratingCount: 120 },
    });
    const unrated = teacherJsonLd(
      { ...teacher, rating: 0, ratingCount: 0 },
      { origin: "https://x.test", path: "/t" },
    );
    expect(unrated.aggregateRating).toBeUndefined();
  });

  it("describes a course with the site as provider and an offer in each currency", () => {
    const ld = courseJsonLd(
      {
        name: "Guitar for Beginners",
        shortDescription: "Chords in 8 weeks.",
        type: "group",
        ageMin: 8,
        ageMax: 14,
        fromPriceInrMinor: 49900,
        fromPriceUsdMinor: 1250,
        subjectName: "Guitar",
        streamName: "Music",
      },
      { origin: "https://x.test", path: "/courses/music/guitar-for-beginners" },
    );
    expect(ld).toMatchObject({
      "@type": "Course",
      provider: { "@type": "Organization", name: "TutorLive" },
      offers: [
        { price: "499.00", priceCurrency: "INR" },
        { price: "12.50", priceCurrency: "USD" },
      ],
      typicalAgeRange: "8-14",
    });
  });
});
