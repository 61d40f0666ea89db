import type { OriginKey } from "./names";
import { INDIAN_ORIGINS } from "./names";

/**
 * Text fragments for generated teacher profiles, per subject. Placeholders: {years} ("12 years"),
 * {city}.
 */
export interface SubjectTeaching {
  /** "Carnatic vocalist": the start of the headline. */
  role: string;
  /** Optional middle part of the headline. */
  credentials: readonly string[];
  /** First bio sentence. */
  backgrounds: readonly string[];
  /** First bio sentence for native speakers of requiresLanguage (defaults to backgrounds). */
  nativeBackgrounds?: readonly string[];
  /** Subjects a teacher of this one often teaches as well. */
  alsoTeaches: readonly string[];
  /** Which name pools teachers of this subject are drawn from (repeat a key to weight it). */
  origins: readonly OriginKey[];
  /** A language the teacher must speak to teach the subject. */
  requiresLanguage?: string;
}

const INDIAN = INDIAN_ORIGINS;

export const SUBJECT_TEACHING: Readonly<Record<string, SubjectTeaching>> = {
  guitar: {
    role: "Guitarist",
    credentials: ["Trinity Grade 8", "Rockschool certified", "Session musician"],
    backgrounds: [
      "I have played guitar in bands and studios in {city} and have taught for {years}.",
      "I picked up the guitar at twelve, later trained in classical and fingerstyle guitar in {city}, and have been teaching for {years}.",
    ],
    alsoTeaches: ["keyboard", "piano"],
    origins: [...INDIAN, "anglo", "anglo"],
  },
  piano: {
    role: "Pianist",
    credentials: ["LTCL (Trinity)", "ABRSM Grade 8", "Music graduate"],
    backgrounds: [
      "I hold a diploma in piano performance and have been teaching in {city} and online for {years}.",
      "I started piano at five, went on to complete my Trinity grades in {city}, and have taught for {years}.",
    ],
    alsoTeaches: ["keyboard"],
    origins: [...INDIAN, "anglo"],
  },
  keyboard: {
    role: "Keyboard player",
    credentials: ["Stage performer", "Trinity Grade 6"],
    backgrounds: [
      "I play keyboard for live shows and weddings around {city} and have been teaching for {years}.",
      "I have taught keyboard at a music academy in {city} for {years} and still perform on weekends.",
    ],
    alsoTeaches: ["piano", "guitar"],
    origins: INDIAN,
  },
  "carnatic-vocal": {
    role: "Carnatic vocalist",
    credentials: ["AIR graded artist", "Sangeetha Vidwan"],
    backgrounds: [
      "I trained in the guru-shishya tradition in {city} and have been teaching Carnatic music for {years}.",
      "I perform at sabhas and temple festivals around {city} and have taught students across the world for {years}.",
    ],
    alsoTeaches: [],
    origins: ["tamil", "tamil", "tamil", "telugu", "kannada", "malayalam"],
  },
  "hindustani-vocal": {
    role: "Hindustani vocalist",
    credentials: ["Sangeet Visharad", "Gharana-trained"],
    backgrounds: [
      "I trained under my guru in {city} for over a decade and have been teaching Hindustani vocal for {years}.",
      "I completed Sangeet Visharad in {city} and have taught classical and light classical singing for {years}.",
    ],
    alsoTeaches: ["tabla"],
    origins: ["hindi", "hindi", "marathi", "bengali", "gujarati", "punjabi"],
  },
  tabla: {
    role: "Tabla player",
    credentials: ["Tabla Visharad", "Accompanist"],
    backgrounds: [
      "I learned tabla from childhood in {city} and have accompanied vocalists and taught students for {years}.",
      "I am a Tabla Visharad from {city} and have been teaching rhythm to children and adults for {years}.",
    ],
    alsoTeaches: ["hindustani-vocal"],
    origins: ["hindi", "marathi", "marathi", "bengali", "punjabi"],
  },
  mathematics: {
    role: "Maths teacher",
    credentials: ["M.Sc. Mathematics", "Ex-CBSE school teacher", "IIT alumnus"],
    backgrounds: [
      "I taught mathematics at a CBSE school in {city} before moving to online tutoring, and have been teaching for {years}.",
      "I have an M.Sc. in Mathematics and have tutored students from Class 5 to Class 12 for {years}.",
    ],
    alsoTeaches: ["physics", "science-grades-1-5"],
    origins: INDIAN,
  },
  physics: {
    role: "Physics tutor",
    credentials: ["M.Sc. Physics", "JEE mentor", "B.Tech, NIT"],
    backgrounds: [
      "I studied physics in {city} and have been teaching Class 9 to 12 physics for {years}.",
      "After a few years as an engineer I realised I loved explaining physics more, and I have been teaching for {years}.",
    ],
    alsoTeaches: ["mathematics", "chemistry"],
    origins: INDIAN,
  },
  chemistry: {
    role: "Chemistry tutor",
    credentials: ["M.Sc. Chemistry", "NEET mentor"],
    backgrounds: [
      "I have an M.Sc. in Chemistry from {city} and have taught board and NEET students for {years}.",
      "I taught chemistry at a junior college in {city} and have been tutoring online for {years}.",
    ],
    alsoTeaches: ["physics", "mathematics"],
    origins: INDIAN,
  },
  "english-grammar": {
    role: "English teacher",
    credentials: ["CELTA certified", "M.A. English"],
    backgrounds: [
      "I have an M.A. in English Literature and have taught grammar and writing in {city} for {years}.",
      "I taught English at an ICSE school in {city} and have been tutoring online for {years}.",
    ],
    alsoTeaches: ["spoken-english"],
    origins: INDIAN,
  },
  "science-grades-1-5": {
    role: "Primary science teacher",
    credentials: ["B.Ed.", "Montessori trained"],
    backgrounds: [
      "I am a trained primary teacher from {city} and have been making science fun for young children for {years}.",
      "I taught at a primary school in {city} for several years and have been teaching online for {years}.",
    ],
    alsoTeaches: ["mathematics", "english-grammar"],
    origins: INDIAN,
  },
  python: {
    role: "Python developer",
    credentials: ["Data engineer", "Ex-Infosys", "B.Tech CSE"],
    backgrounds: [
      "I write Python for a living as a software engineer in {city} and have been teaching it for {years}.",
      "I work as a data engineer in {city} and have been mentoring young programmers for {years}.",
    ],
    alsoTeaches: ["web-development", "scratch-for-kids"],
    origins: INDIAN,
  },
  "scratch-for-kids": {
    role: "Kids' coding coach",
    credentials: ["Computer science teacher", "Code club mentor"],
    backgrounds: [
      "I ran the coding club at a school in {city} and have been teaching children to code for {years}.",
      "I am a computer science teacher from {city} and have introduced young children to coding for {years}.",
    ],
    alsoTeaches: ["python"],
    origins: INDIAN,
  },
  "web-development": {
    role: "Full-stack web developer",
    credentials: ["React & Node.js", "Freelance developer"],
    backgrounds: [
      "I build websites and web apps for clients from {city} and have been teaching web development for {years}.",
      "I am a full-stack developer based in {city} and have mentored beginners into their first jobs for {years}.",
    ],
    alsoTeaches: ["python", "java"],
    origins: [...INDIAN, "anglo"],
  },
  java: {
    role: "Java engineer",
    credentials: ["Oracle certified", "Backend engineer"],
    backgrounds: [
      "I am a backend engineer in {city} who has been teaching Java and object-oriented design for {years}.",
      "I taught computer science at a college in {city} and have been mentoring Java learners for {years}.",
    ],
    alsoTeaches: ["python"],
    origins: INDIAN,
  },
  "drawing-and-sketching": {
    role: "Illustrator",
    credentials: ["BFA, Fine Arts", "Children's book illustrator"],
    backgrounds: [
      "I studied Fine Arts in {city} and have been teaching drawing to children and adults for {years}.",
      "I illustrate children's books from my studio in {city} and have been teaching sketching for {years}.",
    ],
    alsoTeaches: ["watercolour-painting", "digital-art"],
    origins: INDIAN,
  },
  "watercolour-painting": {
    role: "Watercolour artist",
    credentials: ["Exhibited artist", "BFA, Painting"],
    backgrounds: [
      "I paint landscapes and street scenes in {city} and have been teaching watercolour for {years}.",
      "My watercolours have been exhibited in {city}, and I have been teaching painting for {years}.",
    ],
    alsoTeaches: ["drawing-and-sketching"],
    origins: [...INDIAN, "anglo"],
  },
  "digital-art": {
    role: "Digital artist",
    credentials: ["Concept artist", "Animation studio veteran"],
    backgrounds: [
      "I work as a concept artist for an animation studio in {city} and have been teaching digital art for {years}.",
      "I design characters and illustrations for games from {city} and have taught digital painting for {years}.",
    ],
    alsoTeaches: ["drawing-and-sketching"],
    origins: [...INDIAN, "anglo"],
  },
  calligraphy: {
    role: "Calligrapher",
    credentials: ["Lettering artist", "Handwriting coach"],
    backgrounds: [
      "I am a lettering artist from {city} and have been teaching calligraphy and handwriting for {years}.",
      "I design wedding stationery in {city} and have taught brush lettering workshops for {years}.",
    ],
    alsoTeaches: ["drawing-and-sketching"],
    origins: INDIAN,
  },
  "spoken-english": {
    role: "Communication coach",
    credentials: ["CELTA certified", "Corporate trainer", "IELTS trainer"],
    backgrounds: [
      "I have trained professionals and students in spoken English in {city} for {years}.",
      "I worked as a corporate communication trainer in {city} and have been coaching learners one-on-one for {years}.",
    ],
    alsoTeaches: ["english-grammar"],
    origins: [...INDIAN, "anglo", "anglo", "anglo"],
  },
  french: {
    role: "French teacher",
    credentials: ["DELF examiner", "FLE certified"],
    backgrounds: [
      "I learned French at Alliance Française in {city}, later completed DALF C1, and have been teaching for {years}.",
      "I studied French literature in {city}, spent a year in Lyon on a scholarship, and have been teaching for {years}.",
    ],
    nativeBackgrounds: [
      "I grew up in {city} and have been teaching French as a foreign language for {years}.",
      "I am a native speaker from {city}, trained in teaching French as a foreign language, and have been teaching for {years}.",
    ],
    alsoTeaches: [],
    origins: ["french", "french", "french", "tamil", "marathi", "bengali"],
    requiresLanguage: "French",
  },
  spanish: {
    role: "Spanish teacher",
    credentials: ["DELE examiner", "Instituto Cervantes trained"],
    backgrounds: [
      "I fell in love with Spanish during a year in Madrid, became DELE certified, and have been teaching in {city} for {years}.",
      "I learned Spanish at the Instituto Cervantes and have been teaching it in {city} for {years}.",
    ],
    nativeBackgrounds: [
      "I grew up in {city}, studied Spanish philology and have been teaching Spanish to international learners for {years}.",
      "I am a native speaker from {city} and have been teaching Spanish as a foreign language for {years}.",
    ],
    alsoTeaches: [],
    origins: ["spanish", "spanish", "hindi", "kannada"],
    requiresLanguage: "Spanish",
  },
  hindi: {
    role: "Hindi teacher",
    credentials: ["M.A. Hindi", "B.Ed."],
    backgrounds: [
      "I have an M.A. in Hindi from {city} and have taught Hindi to school children and adults for {years}.",
      "I taught Hindi at a CBSE school in {city} and have been teaching children of Indian families abroad for {years}.",
    ],
    alsoTeaches: ["spoken-english"],
    origins: ["hindi", "hindi", "gujarati", "punjabi"],
    requiresLanguage: "Hindi",
  },
  german: {
    role: "German trainer",
    credentials: ["Goethe-certified trainer", "Ex-Goethe-Institut tutor"],
    backgrounds: [
      "I learned German at the Goethe-Institut, worked in Germany for three years, and have been teaching in {city} for {years}.",
      "I studied German at university in {city}, completed my C1 certificate and have been teaching for {years}.",
    ],
    nativeBackgrounds: [
      "I grew up in {city} and have been teaching German as a foreign language for {years}.",
    ],
    alsoTeaches: ["french"],
    origins: ["german", "german", "german", "marathi", "kannada", "hindi"],
    requiresLanguage: "German",
  },
};

/** Second bio sentence: how the teacher teaches, per stream. */
export const STREAM_APPROACHES: Readonly<Record<string, readonly string[]>> = {
  music: [
    "Every class ends with a short practice plan, and I record reference clips so you never practise a mistake.",
    "I believe in slow, correct practice first and speed later, and I adapt songs and exercises to what each student enjoys.",
    "I keep classes relaxed and structured, with clear goals for every month and small performances along the way.",
  ],
  academics: [
    "I start with a quick diagnostic, fill gaps patiently and always make sure the concept is clear before we practise.",
    "My classes use a shared whiteboard, real-life examples and regular short tests so progress is easy to see.",
    "I follow the school syllabus closely and send parents a short progress note every month.",
  ],
  coding: [
    "Every concept is taught through a small project, so students always know why they are learning something.",
    "I review code the way it is done at work, kindly but honestly, so students build good habits early.",
    "My classes are hands-on: students type every line of code themselves and debug their own mistakes with my help.",
  ],
  art: [
    "I demonstrate every technique live and give gentle, specific feedback on each piece.",
    "My classes balance technique and imagination, and every learner builds a portfolio they are proud of.",
    "I keep materials simple and affordable, and I focus on seeing carefully before drawing.",
  ],
  languages: [
    "My classes are conversation-first: you speak from the first minute and grammar follows naturally.",
    "I use role plays, songs and real-life situations so new words stick without rote learning.",
    "I track each learner's common mistakes and revisit them until they disappear.",
  ],
};

/** Third bio sentence: who the teacher enjoys teaching. */
export const AUDIENCES: readonly string[] = [
  "I enjoy teaching children as much as adults returning to learning after years.",
  "Most of my students are school children, and parents are always welcome to sit in.",
  "I have taught students in India, the Middle East, Europe and North America, so time zones are never a problem.",
  "I especially enjoy working with nervous beginners.",
  "I keep early-morning and late-evening slots free for working adults and students abroad.",
  "Outside class I am usually performing, reading or learning something new myself.",
  "Parents often tell me their children look forward to class all week, which is what I aim for.",
  "Many of my students have stayed with me for years, which I take as the best compliment.",
];
