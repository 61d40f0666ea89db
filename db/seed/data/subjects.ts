export interface SubjectSeed {
  slug: string;
  name: string;
  /** Short unique code used by the legacy pack lookup. */
  code: string;
  streamSlug: string;
}

export const SUBJECTS: readonly SubjectSeed[] = [
  // Music
  { streamSlug: "music", slug: "guitar", name: "Guitar", code: "GTR" },
  { streamSlug: "music", slug: "piano", name: "Piano", code: "PNO" },
  { streamSlug: "music", slug: "keyboard", name: "Keyboard", code: "KBD" },
  { streamSlug: "music", slug: "carnatic-vocal", name: "Carnatic Vocal", code: "CVOC" },
  { streamSlug: "music", slug: "hindustani-vocal", name: "Hindustani Vocal", code: "HVOC" },
  { streamSlug: "music", slug: "tabla", name: "Tabla", code: "TBL" },
  // Academics
  { streamSlug: "academics", slug: "mathematics", name: "Mathematics", code: "MATH" },
  { streamSlug: "academics", slug: "physics", name: "Physics", code: "PHY" },
  { streamSlug: "academics", slug: "chemistry", name: "Chemistry", code: "CHEM" },
  { streamSlug: "academics", slug: "english-grammar", name: "English Grammar", code: "ENGR" },
  {
    streamSlug: "academics",
    slug: "science-grades-1-5",
    name: "Science (Grades 1-5)",
    code: "SCI",
  },
  // Coding
  { streamSlug: "coding", slug: "python", name: "Python", code: "PY" },
  { streamSlug: "coding", slug: "scratch-for-kids", name: "Scratch for Kids", code: "SCR" },
  { streamSlug: "coding", slug: "web-development", name: "Web Development", code: "WEB" },
  { streamSlug: "coding", slug: "java", name: "Java", code: "JAVA" },
  // Art
  { streamSlug: "art", slug: "drawing-and-sketching", name: "Drawing & Sketching", code: "DRW" },
  { streamSlug: "art", slug: "watercolour-painting", name: "Watercolour Painting", code: "WCP" },
  { streamSlug: "art", slug: "digital-art", name: "Digital Art", code: "DGA" },
  { streamSlug: "art", slug: "calligraphy", name: "Calligraphy", code: "CAL" },
  // Languages
  { streamSlug: "languages", slug: "spoken-english", name: "Spoken English", code: "SPEN" },
  { streamSlug: "languages", slug: "french", name: "French", code: "FRE" },
  { streamSlug: "languages", slug: "spanish", name: "Spanish", code: "SPA" },
  { streamSlug: "languages", slug: "hindi", name: "Hindi", code: "HIN" },
  { streamSlug: "languages", slug: "german", name: "German", code: "GER" },
];
