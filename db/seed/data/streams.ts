export interface StreamSeed {
  slug: string;
  name: string;
  description: string;
  sortOrder: number;
}

export const STREAMS: readonly StreamSeed[] = [
  {
    slug: "music",
    name: "Music",
    description:
      "Learn an instrument or train your voice, from Carnatic and Hindustani classical to guitar and piano, one-on-one or in small groups.",
    sortOrder: 1,
  },
  {
    slug: "academics",
    name: "Academics",
    description:
      "Patient tutors for school maths, science and English who follow CBSE, ICSE, state and international boards.",
    sortOrder: 2,
  },
  {
    slug: "coding",
    name: "Coding",
    description:
      "Project-based coding classes that take kids from Scratch games to Python, Java and real websites.",
    sortOrder: 3,
  },
  {
    slug: "art",
    name: "Art",
    description:
      "Drawing, painting, calligraphy and digital art classes that build technique while keeping creativity fun.",
    sortOrder: 4,
  },
  {
    slug: "languages",
    name: "Languages",
    description:
      "Speak with confidence in English, French, Spanish, German or Hindi, with native and certified teachers.",
    sortOrder: 5,
  },
];
