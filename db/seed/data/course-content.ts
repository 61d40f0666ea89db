/**
 * The content of every seeded course page: units (why us, how it works, trial pack, basics,
 * reviews, a self-check quiz and its two results), FAQs and trailers, plus popularity and level.
 * Subject texts live in ./course-content/<stream>.ts; what depends on the course itself (ages,
 * group or one to one, reviews) is composed here. Deterministic: no randomness.
 */
import type { CourseSeed } from "./courses";
import { SUBJECTS } from "./subjects";
import { ACADEMICS_REVIEWS, ACADEMICS_SUBJECTS } from "./course-content/academics";
import { ART_REVIEWS, ART_SUBJECTS } from "./course-content/art";
import { CODING_REVIEWS, CODING_SUBJECTS } from "./course-content/coding";
import { LANGUAGES_REVIEWS, LANGUAGES_SUBJECTS } from "./course-content/languages";
import { MUSIC_REVIEWS, MUSIC_SUBJECTS } from "./course-content/music";
import type { Item, Review, SubjectContent } from "./course-content/types";

export type UnitKind =
  | "why_us"
  | "trial_pack"
  | "how_it_works"
  | "quiz"
  | "review"
  | "basics_desc"
  | "quiz_result_positive"
  | "quiz_result_negative";

export interface UnitSeed {
  courseSlug: string;
  kind: UnitKind;
  title: string;
  body: string;
  sortOrder: number;
}

export interface FaqSeed {
  /** Null: a general FAQ shown on every course. */
  courseSlug: string | null;
  question: string;
  answer: string;
  sortOrder: number;
}

export interface TrailerSeed {
  courseSlug: string;
  title: string;
  videoUrl: string;
  thumbnailUrl: string;
  sortOrder: number;
}

export type CourseLevel = "beginner" | "intermediate" | "advanced";

const SUBJECT_CONTENT: Record<string, SubjectContent> = {
  ...MUSIC_SUBJECTS,
  ...ACADEMICS_SUBJECTS,
  ...CODING_SUBJECTS,
  ...ART_SUBJECTS,
  ...LANGUAGES_SUBJECTS,
};

const REVIEWS: Record<string, readonly [Review, Review]> = {
  ...MUSIC_REVIEWS,
  ...ACADEMICS_REVIEWS,
  ...CODING_REVIEWS,
  ...ART_REVIEWS,
  ...LANGUAGES_REVIEWS,
};

/**
 * How popular each course is (enrolments in the last 90 days, roughly): "popular courses" lists
 * are ordered by it. Featured courses lead; every value is distinct so the order is stable.
 */
export const COURSE_POPULARITY: Record<string, number> = {
  "guitar-for-beginners": 980,
  "guitar-for-kids": 640,
  "piano-foundation": 610,
  "piano-for-young-learners": 720,
  "keyboard-for-beginners": 530,
  "keyboard-bollywood-songs": 770,
  "carnatic-vocal-foundation": 690,
  "carnatic-vocal-varnams-and-kritis": 310,
  "hindustani-vocal-beginners": 870,
  "bhajans-and-light-classical": 450,
  "tabla-for-beginners": 420,
  "tabla-for-kids": 380,
  "maths-grades-6-to-8": 940,
  "class-10-maths-board-prep": 830,
  "physics-class-11-and-12": 760,
  "physics-made-simple-grades-8-to-10": 560,
  "chemistry-class-11-and-12": 700,
  "chemistry-foundation-grades-8-to-10": 470,
  "english-grammar-essentials": 590,
  "grammar-garden-for-kids": 520,
  "little-scientists-grades-1-to-5": 660,
  "primary-science-homework-help": 490,
  "python-for-teens": 960,
  "python-programming-for-beginners": 810,
  "scratch-game-design-for-kids": 920,
  "scratch-animation-and-storytelling": 580,
  "web-development-html-css-javascript": 740,
  "build-your-first-website": 500,
  "java-fundamentals": 680,
  "java-for-ap-computer-science-a": 340,
  "drawing-and-sketching-basics": 620,
  "doodle-to-drawing-art-for-kids": 850,
  "watercolour-for-beginners": 550,
  "watercolour-landscapes": 290,
  "digital-illustration-with-procreate": 570,
  "digital-art-for-kids": 600,
  "brush-lettering-and-modern-calligraphy": 400,
  "handwriting-and-calligraphy-for-kids": 630,
  "spoken-english-for-confidence": 950,
  "spoken-english-and-phonics-for-kids": 790,
  "french-for-beginners-a1": 540,
  "delf-a2-b1-exam-preparation": 260,
  "spanish-for-beginners": 510,
  "conversational-spanish": 330,
  "hindi-for-kids-growing-up-abroad": 860,
  "hindi-reading-and-writing": 440,
  "german-for-beginners-a1": 650,
  "goethe-a2-b1-exam-preparation": 360,
};

/** Courses above the beginner level (every other course is for beginners). */
export const COURSE_LEVELS: Record<string, CourseLevel> = {
  "carnatic-vocal-varnams-and-kritis": "intermediate",
  "class-10-maths-board-prep": "intermediate",
  "physics-class-11-and-12": "advanced",
  "chemistry-class-11-and-12": "advanced",
  "java-for-ap-computer-science-a": "intermediate",
  "watercolour-landscapes": "intermediate",
  "delf-a2-b1-exam-preparation": "intermediate",
  "conversational-spanish": "intermediate",
  "goethe-a2-b1-exam-preparation": "intermediate",
};

/** FAQs shown on every course page, after the course's own. */
export const GENERAL_FAQS: readonly Item[] = [
  [
    "How does the free demo class work?",
    "Choose a course and a time, and a teacher meets you live on video for about 40 minutes. There is no payment and no obligation; afterwards you decide whether to continue.",
  ],
  [
    "What do I need for online classes?",
    "A laptop, tablet or phone with a camera and microphone, and a stable internet connection of at least 2 Mbps. Classes open in the browser; nothing needs to be installed.",
  ],
  [
    "How are prices shown and paid?",
    "Prices are shown in Indian rupees for families in India and in US dollars elsewhere. You pay for a pack of classes by UPI, card or net banking; GST is added for payments in India.",
  ],
  [
    "Can I change my teacher or get a refund?",
    "Yes. You can ask for a different teacher at any time. Unused classes in a pack are refunded in full within 14 days of purchase, and pro rata after that.",
  ],
  [
    "Are classes safe for children?",
    "All teachers are interviewed and background-checked. Classes take place on our platform, are recorded for safety and quality, and parents can join or watch any class.",
  ],
];

const TRAILER_HOST = "https://videos.tutorlive.example/trailers";

function need<V>(map: Record<string, V>, key: string, what: string): V {
  const value = map[key];
  if (value === undefined) throw new Error(`Course content: no ${what} for "${key}"`);
  return value;
}

const isForChildren = (c: CourseSeed) => c.ageMax <= 14;

function ages(c: CourseSeed): string {
  return c.ageMax >= 99 ? `learners aged ${c.ageMin} and over` : `ages ${c.ageMin} to ${c.ageMax}`;
}

const LEVEL_TEXT: Record<CourseLevel, string> = {
  beginner: "No experience is needed.",
  intermediate: "It is for learners who already know the basics.",
  advanced: "It is for senior students ready for exam-level work.",
};

function format(c: CourseSeed): string {
  return c.type === "group"
    ? "Classes are live, in small groups of up to six, twice a week."
    : "Classes are live and one to one, at times you choose each week.";
}

/** "Who is it for": ages, level and format in three short sentences. */
function whoItIsFor(c: CourseSeed): string {
  const level = COURSE_LEVELS[c.slug] ?? "beginner";
  return `${c.name} is designed for ${ages(c)}. ${LEVEL_TEXT[level]} ${format(c)}`;
}

function whyUs(c: CourseSeed, s: SubjectContent): Item[] {
  const own: Item =
    c.type === "group"
      ? [
          "Small batches, real attention",
          `Batches of ${isForChildren(c) ? "four to six children" : "up to six learners"} of a similar level, so everyone is seen, heard and corrected in every class.`,
        ]
      : [
          "One teacher, one learner",
          `Every minute is about ${isForChildren(c) ? "your child" : "you"}: the pace, the examples and the practice are planned around ${isForChildren(c) ? "their" : "your"} goals.`,
        ];
  return [...s.whyUs, own];
}

function howItWorks(c: CourseSeed, subjectName: string): Item[] {
  const kid = isForChildren(c);
  const you = kid ? "your child" : "you";
  return [
    [
      "Book a free demo class",
      `Pick a time that suits you. The ${subjectName} demo lasts about 40 minutes and costs nothing.`,
    ],
    c.type === "group"
      ? [
          "Join a batch",
          `After the demo we place ${you} in a batch of similar age and level that meets at fixed times each week.`,
        ]
      : [
          "Choose your teacher and times",
          `Keep the teacher from the demo or choose another, and pick weekly slots that fit ${kid ? "your child's" : "your"} timetable.`,
        ],
    [
      "Learn live, from home",
      `Classes happen on video with screen sharing. After each class ${you} ${kid ? "gets" : "get"} a short practice plan for the week.`,
    ],
    [
      "See the progress",
      kid
        ? "Parents receive a monthly progress note: what was covered, how it went and what comes next."
        : "Every month your teacher reviews what you have achieved and sets the next goals with you.",
    ],
  ];
}

function trialPack(c: CourseSeed, s: SubjectContent, subjectName: string): Item[] {
  return [
    [`Your free ${subjectName} class`, s.trial],
    ["What to keep ready", s.kit],
    [
      "After the trial",
      c.type === "group"
        ? "Choose a pack of 8, 12 or 24 group classes: the bigger the pack, the lower the price of each class. Your seat in the batch is held for 48 hours."
        : "Choose a pack of 8, 12 or 24 one-to-one classes: the bigger the pack, the lower the price of each class. Unused classes stay valid for six months.",
    ],
  ];
}

function courseFaqs(c: CourseSeed, s: SubjectContent): Item[] {
  const missed: Item =
    c.type === "group"
      ? [
          "What if a class is missed?",
          "Every group class is recorded and shared with the batch for seven days, and the teacher takes questions about it at the start of the next class.",
        ]
      : [
          "Can I reschedule a class?",
          "Yes. Reschedule from your dashboard up to four hours before the class at no cost; classes cancelled later than that count as taken.",
        ];
  return [[`Who is ${c.name} for?`, whoItIsFor(c)], ...s.faqs, missed];
}

const units = (courseSlug: string, kind: UnitKind, items: readonly Item[]): UnitSeed[] =>
  items.map(([title, body], sortOrder) => ({ courseSlug, kind, title, body, sortOrder }));

export interface CourseContentSeed {
  units: UnitSeed[];
  faqs: FaqSeed[];
  trailers: TrailerSeed[];
}

const SUBJECT_NAMES: Record<string, string> = Object.fromEntries(
  SUBJECTS.map((s) => [s.slug, s.name]),
);

/** Units, FAQs (each course's own, then the general ones with courseSlug null) and trailers. */
export function buildCourseContent(courses: readonly CourseSeed[]): CourseContentSeed {
  const out: CourseContentSeed = { units: [], faqs: [], trailers: [] };
  const seenPerSubject = new Map<string, number>();
  for (const c of courses) {
    const s = need(SUBJECT_CONTENT, c.subjectSlug, "subject content");
    const subjectName = need(SUBJECT_NAMES, c.subjectSlug, "subject name");
    const reviews = need(REVIEWS, c.slug, "reviews");
    out.units.push(
      ...units(c.slug, "why_us", whyUs(c, s)),
      ...units(c.slug, "how_it_works", howItWorks(c, subjectName)),
      ...units(c.slug, "trial_pack", trialPack(c, s, subjectName)),
      ...units(c.slug, "basics_desc", [["Who it is for", whoItIsFor(c)], ...s.basics]),
      ...units(
        c.slug,
        "review",
        reviews.map(([author, context, body]): Item => [`${author}, ${context}`, body]),
      ),
      ...units(c.slug, "quiz", s.quiz),
      ...units(c.slug, "quiz_result_positive", [["This course is a good fit", s.ready]]),
      ...units(c.slug, "quiz_result_negative", [["Start somewhere else first", s.notReady]]),
    );
    out.faqs.push(
      ...courseFaqs(c, s).map(([question, answer], sortOrder) => ({
        courseSlug: c.slug,
        question,
        answer,
        sortOrder,
      })),
    );
    // The first course of a subject gets both of the subject's trailers, the second one.
    const nth = seenPerSubject.get(c.subjectSlug) ?? 0;
    seenPerSubject.set(c.subjectSlug, nth + 1);
    const titles = nth === 0 ? s.trailers : s.trailers.slice(0, 1);
    out.trailers.push(
      ...titles.map((title, i) => {
        const file = i === 0 ? c.slug : `${c.slug}-${i + 1}`;
        return {
          courseSlug: c.slug,
          title,
          videoUrl: `${TRAILER_HOST}/${file}.mp4`,
          thumbnailUrl: `${TRAILER_HOST}/${file}.jpg`,
          sortOrder: i,
        };
      }),
    );
  }
  out.faqs.push(
    ...GENERAL_FAQS.map(([question, answer], sortOrder) => ({
      courseSlug: null,
      question,
      answer,
      sortOrder,
    })),
  );
  return out;
}
