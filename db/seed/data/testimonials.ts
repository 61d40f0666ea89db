export interface TestimonialSeed {
  authorName: string;
  authorContext: string;
  body: string;
  rating: number;
  /** Slug of the course the testimonial is about. */
  courseSlug: string;
  sortOrder: number;
}

type Row = Omit<TestimonialSeed, "sortOrder">;

const ROWS: readonly Row[] = [
  {
    authorName: "Sunita Rao",
    authorContext: "Mother of Ira, 8 · Pune",
    courseSlug: "piano-for-young-learners",
    rating: 5,
    body: "Ira used to give up the moment a piece got hard. Four months in, she practises on her own before school and played the easy version of Für Elise at her grandmother's birthday. Her teacher sends a two-line note after every class telling me exactly what to listen for, which has made me a much better practice buddy.",
  },
  {
    authorName: "Mark Fernandes",
    authorContext: "Adult learner · Toronto",
    courseSlug: "guitar-for-beginners",
    rating: 5,
    body: "I bought a guitar during lockdown and it sat in a corner for two years. Classes at 7 a.m. Toronto time fit in before work, and my teacher never once made me feel slow. I can now play about a dozen songs, and I finally know what a clean barre chord is supposed to sound like.",
  },
  {
    authorName: "Lakshmi Narayanan",
    authorContext: "Mother of Aditya, 11 · Dubai",
    courseSlug: "carnatic-vocal-foundation",
    rating: 5,
    body: "We wanted Aditya to learn Carnatic music the proper way even though we live in Dubai. His teacher did not rush the varisais and corrects his sruti gently but firmly. Last month he sang his first geetham on a video call for his grandparents in Chennai, and they were in tears.",
  },
  {
    authorName: "Rajesh Gupta",
    authorContext: "Father of Kabir, 13 · Gurugram",
    courseSlug: "python-for-teens",
    rating: 5,
    body: "Kabir used to spend hours watching gaming videos; now he builds games. The group is small enough that everyone gets feedback on their code, and the weekly mini-projects kept him hooked. He recently wrote a script to track his cricket team's scores and proudly showed it to his computer teacher at school.",
  },
  {
    authorName: "Neha Kulkarni",
    authorContext: "Class 12 student · Nagpur",
    courseSlug: "physics-class-11-and-12",
    rating: 5,
    body: "Rotational motion was my weakest chapter and I was honestly scared of it. My tutor went back to the basics of torque, solved previous-year questions with me step by step and gave me short daily practice sets. My pre-board score went from 48 to 81.",
  },
  {
    authorName: "Priya Malhotra",
    authorContext: "Mother of Anya, 7 · London",
    courseSlug: "hindi-for-kids-growing-up-abroad",
    rating: 5,
    body: "Anya understood Hindi but refused to speak it. The class uses songs, stories and little role plays, and she now chats with her nani in Hindi on our Sunday calls. The 5 p.m. UK slot is a lifesaver after school.",
  },
  {
    authorName: "Arjun Menon",
    authorContext: "Software engineer · Bengaluru",
    courseSlug: "goethe-a2-b1-exam-preparation",
    rating: 5,
    body: "I needed A2 German for a job transfer to Munich and had only three months. My tutor built a plan around the Goethe exam format and ran a mock speaking test with me every week. I passed with 'gut' and, on my first day in Munich, ordered lunch without pointing at the menu.",
  },
  {
    authorName: "Kavitha Subramanian",
    authorContext: "Mother of Tara, 6 · Singapore",
    courseSlug: "doodle-to-drawing-art-for-kids",
    rating: 4,
    body: "Tara looks forward to Saturday art class all week. The teacher is wonderful with little ones, and the themes (jungle animals, rockets, our own street) keep the kids excited. I'd love a slightly later slot for Singapore, but the class itself is lovely and her drawings now cover our fridge.",
  },
  {
    authorName: "Sanjay Verma",
    authorContext: "Adult learner, 52 · Lucknow",
    courseSlug: "hindustani-vocal-beginners",
    rating: 5,
    body: "At 52 I finally started the singing lessons I had postponed all my life. My guruji is patient with my untrained voice and explains every raag through a film song I already know, which makes it click. Riyaz has become the calmest twenty minutes of my day.",
  },
  {
    authorName: "Emily Carter",
    authorContext: "Mother of Noah, 10 · Sydney",
    courseSlug: "scratch-game-design-for-kids",
    rating: 5,
    body: "Noah has made four games in Scratch this term, including a maze game his whole class now plays at lunch. The teacher explains loops and variables in a way a ten-year-old actually gets, and the afternoon batch suits Sydney time perfectly.",
  },
  {
    authorName: "Ritu Bansal",
    authorContext: "Working professional · Noida",
    courseSlug: "spoken-english-for-confidence",
    rating: 4,
    body: "I could write good English emails but froze in meetings. The sessions were practical: mock stand-ups, client calls, even how to disagree politely. After two months I presented our quarterly numbers to the US team without notes, and my manager noticed.",
  },
];

export const TESTIMONIALS: readonly TestimonialSeed[] = ROWS.map((row, index) => ({
  ...row,
  sortOrder: index + 1,
}));
