// Demo blogs, tutorials and events (issue 20, content part). Bodies use the markup of
// lib/content/markup.ts: "## " headings, "- " list items, blank lines between paragraphs.

export const BLOG_CATEGORY_SEEDS = [
  {
    slug: "music-practice",
    name: "Music practice",
    description: "Helping young musicians practise a little, often and happily.",
  },
  {
    slug: "coding-for-kids",
    name: "Coding for kids",
    description: "From block puzzles to first Python programs: how children learn to code.",
  },
  {
    slug: "art-and-drawing",
    name: "Art & drawing",
    description: "Sketchbooks, colour and confidence for young artists.",
  },
  {
    slug: "learning-at-home",
    name: "Learning at home",
    description: "Routines, screens and motivation: guides for parents of online learners.",
  },
] as const;

export type BlogCategorySlug = (typeof BLOG_CATEGORY_SEEDS)[number]["slug"];

export interface BlogSeed {
  slug: string;
  category: BlogCategorySlug;
  title: string;
  author: string;
  /** Days before the seed's "now" it was published. */
  daysAgo: number;
  body: string;
}

export const BLOG_SEEDS: BlogSeed[] = [
  {
    slug: "ten-minutes-a-day-practice-routine",
    category: "music-practice",
    title: "Ten minutes a day: a practice routine that survives school weeks",
    author: "Ananya Rao, piano teacher",
    daysAgo: 2,
    body: `Most children do not stop learning an instrument because it is hard. They stop because practice turns into a daily argument. The good news is that a short, predictable routine beats a long, heroic one, and it is far easier to keep going through exams, birthdays and holidays.

## Pick one anchor in the day
Tie practice to something that already happens: straight after the school bag is unpacked, or just before dinner. When the instrument lives in the same place every day and the time never moves, the question changes from "will you practise?" to "what will you play first?".

## Keep the ten minutes in three parts
- Two minutes of warm-up: scales, a clapping rhythm or a favourite easy piece.
- Six minutes on the one thing your teacher asked for this week, slowly.
- Two minutes of play: anything your child likes, including film songs.

## Notice effort, not talent
Say what you heard ("you fixed the bar that was tricky on Monday") rather than "you are so musical". Children who are praised for effort keep practising when a piece gets harder; children praised for talent often stop to protect the label.

After four weeks, ask your child to play the first piece of the month again. Hearing their own progress is the best motivation we know.`,
  },
  {
    slug: "choosing-a-first-instrument",
    category: "music-practice",
    title: "Guitar, keyboard or violin? Choosing a first instrument",
    author: "Rahul Mehta, music coordinator",
    daysAgo: 9,
    body: `There is no wrong first instrument, but some fit a child's age and hands better than others. A keyboard gives quick wins: every key makes a clean note, and a seven-year-old can play a recognisable tune in the first class.

## What to consider
- Age and hand size: a full-size guitar is hard below nine; a 3/4 size or a ukulele is kinder.
- Noise at home: a digital keyboard with headphones keeps the peace in a flat.
- What your child listens to: a child who loves film songs often sticks with singing or guitar.

Book a free demo for two instruments if you are unsure. Watching your child in a live class tells you more than any list.`,
  },
  {
    slug: "stage-fright-first-recital",
    category: "music-practice",
    title: "Stage fright before the first online recital",
    author: "Ananya Rao, piano teacher",
    daysAgo: 21,
    body: `Butterflies before a recital are normal, even when the audience is a grid of faces on a screen. Rehearse the whole performance, not just the piece: the greeting, the first note and the bow at the end.

Record a practice run on a phone and watch it together. Children are often surprised by how good they sound, and the second recording is always calmer than the first.`,
  },
  {
    slug: "scratch-to-python-when-to-switch",
    category: "coding-for-kids",
    title: "From Scratch to Python: when is a child ready to type code?",
    author: "Vikram Iyer, coding mentor",
    daysAgo: 4,
    body: `Block-based tools like Scratch teach the ideas of programming (sequences, loops, conditions and events) without the frustration of a missing bracket. Many children are ready for typed code around ten or eleven, but age matters less than three signs.

## Signs your child is ready
- They build Scratch projects of their own, not only tutorials.
- They ask how to do things the blocks do not allow.
- They type comfortably enough to enjoy it.

## Make the first typed programs small
A guessing game, a times-table quiz or a turtle drawing gives a finished result in one class. Finished projects build confidence far faster than long courses of theory.`,
  },
  {
    slug: "screen-time-that-creates",
    category: "coding-for-kids",
    title: "Screen time that creates: coding projects for a rainy weekend",
    author: "Vikram Iyer, coding mentor",
    daysAgo: 13,
    body: `Not all screen time is equal. An hour spent building a game is very different from an hour spent watching someone else play one. Here are three weekend projects that need nothing but a browser.

- An animated birthday card for a grandparent, with music and a moving name.
- A quiz about the family, where siblings write the questions.
- A maze game with a timer and a score.

Let your child show the finished project at dinner. Explaining how it works is learning too.`,
  },
  {
    slug: "debugging-is-a-life-skill",
    category: "coding-for-kids",
    title: "Why debugging is a life skill (and how to stay calm doing it)",
    author: "Sneha Kulkarni, computer science teacher",
    daysAgo: 30,
    body: `Every programmer spends more time fixing code than writing it. For children, the first bug can feel like failure. We teach a simple routine: read the error, guess the cause, change one thing, try again.

Children who learn to debug calmly become better at maths problems, science experiments and even arguments with siblings: they look for the cause instead of the culprit.`,
  },
  {
    slug: "keeping-a-sketchbook",
    category: "art-and-drawing",
    title: "Why every child should keep a sketchbook",
    author: "Meera Pillai, art teacher",
    daysAgo: 6,
    body: `A sketchbook is a safe place to make mistakes. Unlike a school assignment, no one marks it, so children try things they would never risk on a worksheet.

## Simple habits that help
- Date every page, so progress is easy to see.
- Draw from life: a shoe, a plant, the view from the window.
- Never tear out a page; the "bad" drawings show how far your child has come.

Once a month, look through the sketchbook together and let your child choose a favourite page to share with their teacher.`,
  },
  {
    slug: "colour-mixing-at-the-kitchen-table",
    category: "art-and-drawing",
    title: "Colour mixing at the kitchen table",
    author: "Meera Pillai, art teacher",
    daysAgo: 16,
    body: `You need only three colours, red, yellow and blue, plus white, to make every colour a young painter wants. Start with a mixing chart: a grid where each square mixes two colours, and let your child name the new ones.

Children remember what they discover far longer than what they are told. "Purple is red and blue" is a fact; "I made a purple the colour of our sofa" is an experience.`,
  },
  {
    slug: "sharing-childrens-art-online-safely",
    category: "art-and-drawing",
    title: "Sharing children's art online, safely",
    author: "Farah Khan, community lead",
    daysAgo: 35,
    body: `Children love an audience, and sharing work builds pride. Share the artwork, not the child: a photo of the drawing is enough, without a face, a school uniform or a surname.

On our community feed every post by a student waits for a teacher's approval before anyone else can see it, and families decide whether a child's surname or face may ever be shown.`,
  },
  {
    slug: "setting-up-an-online-class-corner",
    category: "learning-at-home",
    title: "Setting up a quiet online-class corner at home",
    author: "Priya Nair, parent coach",
    daysAgo: 3,
    body: `A good online class starts before the teacher says hello. A fixed corner with good light, a charged device and headphones tells a child's brain that it is time to focus.

## The checklist
- Light from the front, not from a window behind the child.
- Headphones with a microphone, to cut echo and background noise.
- Water, a pencil and the class notebook within reach.
- Notifications off on the device used for class.

Join five minutes early for the first few classes. The calm start is worth it.`,
  },
  {
    slug: "motivation-after-the-first-month",
    category: "learning-at-home",
    title: "When the excitement fades: motivation after the first month",
    author: "Priya Nair, parent coach",
    daysAgo: 11,
    body: `Almost every new learner hits a dip around week four. The novelty has worn off and real progress feels slow. This is the moment most families give up, and the moment that matters most.

Set one small, visible goal with the teacher: a song for a birthday, a game to show a cousin, a drawing for the fridge. A goal with a date and an audience carries a child through the dip.`,
  },
  {
    slug: "siblings-learning-together",
    category: "learning-at-home",
    title: "Siblings learning together: one account, two learners",
    author: "Farah Khan, community lead",
    daysAgo: 25,
    body: `Brothers and sisters can share a family account and still have their own classes, timetables and progress. Switching learner takes one tap, and each child's teacher sees only their own student.

Siblings often motivate each other. A younger child watching an older one practise is already learning.`,
  },
  {
    slug: "draft-exam-season-tips",
    category: "learning-at-home",
    title: "Exam season: keeping classes going (draft)",
    author: "Priya Nair, parent coach",
    daysAgo: 0,
    body: "A draft that is not published yet, so it never shows on the site.",
  },
];

export interface TutorialSeed {
  category: BlogCategorySlug;
  title: string;
  description: string;
  slug: string;
  durationSeconds: number;
  daysAgo: number;
}

export const TUTORIAL_SEEDS: TutorialSeed[] = [
  [
    "music-practice",
    "C major scale, hands separately",
    "Slow, even notes with the right fingering, then hands together at half speed.",
    "c-major-scale",
    245,
    1,
  ],
  [
    "coding-for-kids",
    "Make a sprite jump in Scratch",
    "Gravity, a jump key and landing on a platform in twelve blocks.",
    "scratch-jump",
    412,
    2,
  ],
  [
    "art-and-drawing",
    "Draw a cat from three circles",
    "Start with simple shapes, then add ears, whiskers and a curly tail.",
    "cat-from-circles",
    318,
    3,
  ],
  [
    "learning-at-home",
    "Check your microphone before class",
    "A two-minute test so the teacher hears your child clearly.",
    "mic-check",
    128,
    4,
  ],
  [
    "music-practice",
    "Your first three guitar chords",
    "G, C and D: finger positions, strumming and a song that uses all three.",
    "three-chords",
    540,
    5,
  ],
  [
    "coding-for-kids",
    "Python: a number-guessing game",
    "Variables, input, a loop and if/else in one short program.",
    "python-guessing-game",
    620,
    6,
  ],
  [
    "art-and-drawing",
    "Shading with one pencil",
    "Light, medium and dark in one pencil by changing the pressure.",
    "pencil-shading",
    377,
    8,
  ],
  [
    "music-practice",
    "Clapping rhythms: quarter and eighth notes",
    "Count, clap and say the rhythm before playing it.",
    "clapping-rhythms",
    199,
    9,
  ],
  [
    "coding-for-kids",
    "Loops explained with dance moves",
    "Repeat blocks and for-loops through a dance routine the whole family can do.",
    "loops-dance",
    265,
    11,
  ],
  [
    "art-and-drawing",
    "Watercolour sky in five minutes",
    "Wet-on-wet blending for a sunset sky.",
    "watercolour-sky",
    301,
    12,
  ],
  [
    "learning-at-home",
    "Using the class notebook",
    "How to note the week's homework and questions for the teacher.",
    "class-notebook",
    176,
    14,
  ],
  [
    "music-practice",
    "Singing warm-ups for children",
    "Breathing, humming and sirens to get young voices ready.",
    "singing-warm-ups",
    233,
    16,
  ],
  [
    "coding-for-kids",
    "Draw a spiral with Python turtle",
    "Angles, loops and colours make a rainbow spiral.",
    "turtle-spiral",
    355,
    18,
  ],
  [
    "art-and-drawing",
    "Drawing faces: where the eyes go",
    "The halfway line most beginners miss, and how to find it.",
    "drawing-faces",
    288,
    20,
  ],
].map(([category, title, description, slug, durationSeconds, daysAgo]) => ({
  category: category as BlogCategorySlug,
  title: title as string,
  description: description as string,
  slug: slug as string,
  durationSeconds: durationSeconds as number,
  daysAgo: daysAgo as number,
}));

export interface EventSeed {
  title: string;
  description: string;
  /** Days from the seed's "now" (negative: past) and the start in India time (hh, mm). */
  inDays: number;
  istHour: number;
  istMinute: number;
  minutes: number;
  location: string | null;
  online: boolean;
}

export const EVENT_SEEDS: EventSeed[] = [
  {
    title: "Winter piano recital (online)",
    description:
      "Students from every level play one piece each. Families are welcome to watch and cheer in the chat.",
    inDays: 6,
    istHour: 17,
    istMinute: 0,
    minutes: 90,
    location: null,
    online: true,
  },
  {
    title: "Parents' webinar: screen time that creates",
    description:
      "A 45-minute talk and Q&A with our coding mentors on healthy, creative screen time at home.",
    inDays: 10,
    istHour: 19,
    istMinute: 30,
    minutes: 45,
    location: null,
    online: true,
  },
  {
    title: "Young artists' open studio, Bengaluru",
    description:
      "Bring a sketchbook: a morning of drawing from life with our art teachers. Ages 6 to 14.",
    inDays: 17,
    istHour: 10,
    istMinute: 0,
    minutes: 150,
    location: "Cubbon Park bandstand, Bengaluru",
    online: false,
  },
  {
    title: "Scratch game jam: results and showcase",
    description: "The best games of our autumn game jam, presented by the young developers.",
    inDays: -12,
    istHour: 16,
    istMinute: 0,
    minutes: 60,
    location: null,
    online: true,
  },
  {
    title: "Diwali music evening",
    description: "Festive songs on keyboard, guitar and voice from students across the country.",
    inDays: -28,
    istHour: 18,
    istMinute: 30,
    minutes: 75,
    location: null,
    online: true,
  },
];
