export interface CourseSeed {
  slug: string;
  name: string;
  subjectSlug: string;
  type: "group" | "individual";
  ageMin: number;
  ageMax: number;
  /** "From" price of one class in paise (49900 = ₹499). */
  fromPriceInrMinor: number;
  /** "From" price of one class in cents (1200 = $12). */
  fromPriceUsdMinor: number;
  isFeatured: boolean;
  shortDescription: string;
  /** Two or three paragraphs separated by a blank line. */
  description: string;
}

const ALL_AGES = { ageMin: 12, ageMax: 99 } as const;

const p = (...paragraphs: string[]) => paragraphs.join("\n\n");

export const COURSES: readonly CourseSeed[] = [
  // ── Music ──────────────────────────────────────────────────────────────────────────────────────
  {
    slug: "guitar-for-beginners",
    name: "Guitar for Beginners",
    subjectSlug: "guitar",
    type: "individual",
    ...ALL_AGES,
    fromPriceInrMinor: 59900,
    fromPriceUsdMinor: 1500,
    isFeatured: true,
    shortDescription:
      "Hold, tune and strum your first chords, then play complete songs within weeks. One-on-one classes with a patient teacher and a practice plan after every session.",
    description: p(
      "This course takes you from never having held a guitar to playing simple songs with confidence. We start with posture, tuning and the first open chords (E minor, G, C and D), then add strumming patterns and smooth chord changes.",
      "Every class is built around a song you actually want to play, from Bollywood hits to campfire classics, so practice never feels like homework. Your teacher sends a short practice plan after each class.",
      "By the end you will read chord charts and tabs, keep steady time and play three or four complete songs. You need an acoustic or electric guitar; no music theory is assumed.",
    ),
  },
  {
    slug: "guitar-for-kids",
    name: "Guitar for Kids",
    subjectSlug: "guitar",
    type: "group",
    ageMin: 7,
    ageMax: 14,
    fromPriceInrMinor: 39900,
    fromPriceUsdMinor: 1000,
    isFeatured: false,
    shortDescription:
      "Small-group guitar classes for children: rhythm games, easy chords and fun songs, with no more than five kids per batch.",
    description: p(
      "Children learn best when they play, so these classes mix rhythm games, clapping exercises and short songs with the basics of holding and strumming the guitar. Batches are capped at five so every child gets individual attention.",
      "Over the term your child learns four to six chords, simple picking patterns and two or three songs to perform for the family. A half-size (3/4) guitar is recommended for children under ten.",
    ),
  },
  {
    slug: "piano-foundation",
    name: "Piano Foundation",
    subjectSlug: "piano",
    type: "individual",
    ...ALL_AGES,
    fromPriceInrMinor: 69900,
    fromPriceUsdMinor: 1800,
    isFeatured: false,
    shortDescription:
      "Build a solid piano foundation: reading notation, hand independence and your first classical and contemporary pieces, with optional Trinity grade preparation.",
    description: p(
      "Piano Foundation is for teens and adults who want to learn properly from the start. You will learn to read treble and bass clef, play with both hands independently and use correct finger technique so you never have to unlearn bad habits.",
      "Pieces are chosen from beginner classical repertoire and popular songs, and your teacher adapts the pace to how much time you can practise each week.",
      "Learners who want a certificate can follow the Trinity College London Initial and Grade 1 syllabus. A digital piano or 61-key keyboard with full-size keys is enough to begin.",
    ),
  },
  {
    slug: "piano-for-young-learners",
    name: "Piano for Young Learners",
    subjectSlug: "piano",
    type: "individual",
    ageMin: 5,
    ageMax: 12,
    fromPriceInrMinor: 64900,
    fromPriceUsdMinor: 1600,
    isFeatured: false,
    shortDescription:
      "Playful one-on-one piano lessons for children aged 5 to 12, using colourful method books, finger games and short pieces they can show off.",
    description: p(
      "Young children have short attention spans, so lessons are split into small activities: a warm-up finger game, a new note or rhythm, a piece to play and a listening challenge. Progress feels quick, which keeps motivation high.",
      "Parents receive a two-line note after each class with exactly what to practise. Most children play their first two-handed piece within three months.",
    ),
  },
  {
    slug: "keyboard-for-beginners",
    name: "Keyboard for Beginners",
    subjectSlug: "keyboard",
    type: "group",
    ...ALL_AGES,
    fromPriceInrMinor: 44900,
    fromPriceUsdMinor: 1100,
    isFeatured: false,
    shortDescription:
      "Learn the keyboard in a friendly small group: chords, melodies, rhythms and auto-accompaniment to play the songs you love.",
    description: p(
      "This group course covers everything you need to enjoy the keyboard: right-hand melodies, left-hand chords, using rhythms and styles, and how to read simple sheet music and chord charts.",
      "Classes have up to six learners and every session ends with a short play-along so you hear your progress. Any 61-key keyboard works.",
    ),
  },
  {
    slug: "keyboard-bollywood-songs",
    name: "Play Bollywood Songs on Keyboard",
    subjectSlug: "keyboard",
    type: "individual",
    ...ALL_AGES,
    fromPriceInrMinor: 59900,
    fromPriceUsdMinor: 1400,
    isFeatured: false,
    shortDescription:
      "One-on-one keyboard lessons built around Hindi film songs: learn melodies by ear, add chords and perform your favourite tracks.",
    description: p(
      "Pick the songs, and your teacher turns them into lessons. You learn the melody first, then the chords beneath it, then the fills and interludes that make the song sound complete.",
      "Along the way you pick up the theory that matters, such as scales, chord shapes and playing by ear, so that after a few months you can work out new songs on your own.",
    ),
  },
  {
    slug: "carnatic-vocal-foundation",
    name: "Carnatic Vocal – Foundation",
    subjectSlug: "carnatic-vocal",
    type: "individual",
    ageMin: 6,
    ageMax: 99,
    fromPriceInrMinor: 59900,
    fromPriceUsdMinor: 1500,
    isFeatured: false,
    shortDescription:
      "Start Carnatic music the traditional way: sruti alignment, sarali and janta varisai, alankarams and your first geethams, taught one-on-one.",
    description: p(
      "The foundation course follows the time-tested sequence of Carnatic training: aligning to sruti, sarali varisai, janta varisai, dhatu varisai and the sapta tala alankarams, before moving on to the first geethams in Malahari.",
      "Teachers correct pitch and gamakas patiently and record short reference clips for practice. Children and adults learn at their own pace, and parents are welcome to sit in.",
      "Students who complete the course are ready for swarajathis and simple varnams in the next level.",
    ),
  },
  {
    slug: "carnatic-vocal-varnams-and-kritis",
    name: "Carnatic Vocal – Varnams & Kritis",
    subjectSlug: "carnatic-vocal",
    type: "individual",
    ...ALL_AGES,
    fromPriceInrMinor: 89900,
    fromPriceUsdMinor: 2200,
    isFeatured: false,
    shortDescription:
      "For students past the basics: learn varnams in two speeds, kritis of the trinity and an introduction to manodharma (kalpana swaram).",
    description: p(
      "This intermediate course builds repertoire and stamina. You learn adi and ata tala varnams in two speeds, then kritis by Tyagaraja, Muthuswami Dikshitar and Syama Sastri across a range of ragas.",
      "As your voice settles, your teacher introduces raga alapana and kalpana swarams, and helps you prepare for school competitions, temple performances or your first small concert.",
    ),
  },
  {
    slug: "hindustani-vocal-beginners",
    name: "Hindustani Vocal for Beginners",
    subjectSlug: "hindustani-vocal",
    type: "individual",
    ...ALL_AGES,
    fromPriceInrMinor: 79900,
    fromPriceUsdMinor: 2000,
    isFeatured: true,
    shortDescription:
      "Learn to sing in tune with daily riyaz, alankars and your first ragas (Yaman, Bhupali, Bhairav), explained through songs you already know.",
    description: p(
      "Hindustani classical singing starts with listening. In this course you learn to find your Sa, sing alankars with a tanpura and build a daily riyaz routine that fits into twenty minutes.",
      "Your first ragas, such as Yaman, Bhupali and Bhairav, are introduced through bandishes and familiar film songs based on them, so the theory connects to music you love.",
      "The course suits complete beginners and adults returning to music after many years. Many students also prepare for the Gandharva Mahavidyalaya Prarambhik exam.",
    ),
  },
  {
    slug: "bhajans-and-light-classical",
    name: "Bhajans & Light Classical Singing",
    subjectSlug: "hindustani-vocal",
    type: "group",
    ...ALL_AGES,
    fromPriceInrMinor: 44900,
    fromPriceUsdMinor: 1200,
    isFeatured: false,
    shortDescription:
      "Sing bhajans, ghazals and semi-classical songs in a warm, small group. Ideal for beginners and for anyone who sings at home or in satsangs.",
    description: p(
      "Each month the group learns two or three bhajans or light classical pieces. Your teacher breaks every song into phrases, explains the raga it is based on and works on breath control and voice culture.",
      "Classes are relaxed and welcoming, with many participants singing for the first time since school.",
    ),
  },
  {
    slug: "tabla-for-beginners",
    name: "Tabla for Beginners",
    subjectSlug: "tabla",
    type: "individual",
    ageMin: 8,
    ageMax: 99,
    fromPriceInrMinor: 69900,
    fromPriceUsdMinor: 1800,
    isFeatured: false,
    shortDescription:
      "Learn the bols, hand positions and first thekas of tabla (Teentaal, Dadra, Keherwa) with a teacher who watches your technique closely.",
    description: p(
      "Good tabla playing depends on technique, so the first weeks focus on hand position and clean strokes: Na, Tin, Ta, Ge, Ke and their combinations. Your teacher asks for a side camera angle to check your fingers.",
      "You then learn the thekas of Teentaal, Dadra and Keherwa, simple kaidas and how to accompany bhajans and light songs.",
    ),
  },
  {
    slug: "tabla-for-kids",
    name: "Tabla for Kids",
    subjectSlug: "tabla",
    type: "group",
    ageMin: 6,
    ageMax: 14,
    fromPriceInrMinor: 39900,
    fromPriceUsdMinor: 1000,
    isFeatured: false,
    shortDescription:
      "Rhythm, counting and tabla basics for children in batches of four, with call-and-response games that make practice fun.",
    description: p(
      "Children learn to recite bols before they play them, which builds a strong sense of rhythm. Call-and-response games keep every child involved for the whole class.",
      "By the end of the term students play Teentaal and Keherwa thekas and a short kaida, and they can keep time for family singing sessions.",
    ),
  },

  // ── Academics ──────────────────────────────────────────────────────────────────────────────────
  {
    slug: "maths-grades-6-to-8",
    name: "Mathematics – Grades 6 to 8",
    subjectSlug: "mathematics",
    type: "individual",
    ageMin: 10,
    ageMax: 14,
    fromPriceInrMinor: 69900,
    fromPriceUsdMinor: 1800,
    isFeatured: true,
    shortDescription:
      "One-on-one maths tutoring for middle school that fills gaps, builds problem-solving habits and follows your child's school syllabus (CBSE, ICSE, IB or state board).",
    description: p(
      "Middle school is where fractions, integers, algebra and geometry come together, and small gaps quickly grow. Your tutor starts with a short diagnostic and then works through the school syllabus alongside the topics your child finds hard.",
      "Every class mixes concept explanation on a shared whiteboard with guided practice, and your child leaves with a few questions to try alone. Parents get a monthly progress note.",
      "The course follows CBSE, ICSE, IGCSE, IB MYP or your state board, and includes revision before school tests.",
    ),
  },
  {
    slug: "class-10-maths-board-prep",
    name: "Class 10 Maths Board Exam Prep",
    subjectSlug: "mathematics",
    type: "group",
    ageMin: 14,
    ageMax: 17,
    fromPriceInrMinor: 49900,
    fromPriceUsdMinor: 1200,
    isFeatured: false,
    shortDescription:
      "Small-batch Class 10 maths revision: chapter-wise practice, previous-year papers and timed mock tests for CBSE and ICSE boards.",
    description: p(
      "This course revises the full Class 10 syllabus, from real numbers and quadratic equations to trigonometry, coordinate geometry and statistics, with a focus on the question types that appear in board exams.",
      "Batches of up to eight students solve previous-year papers together, and a timed mock test every fortnight builds speed and accuracy. Doubts can be raised in class or in the weekly doubt-clearing session.",
    ),
  },
  {
    slug: "physics-class-11-and-12",
    name: "Physics for Class 11 & 12",
    subjectSlug: "physics",
    type: "individual",
    ageMin: 15,
    ageMax: 18,
    fromPriceInrMinor: 99900,
    fromPriceUsdMinor: 2500,
    isFeatured: false,
    shortDescription:
      "Concept-first physics tutoring for senior secondary students, covering the board syllabus with JEE and NEET level problem practice.",
    description: p(
      "Physics in Class 11 and 12 rewards understanding over memorising. Your tutor builds each chapter from first principles, using simulations and worked examples, before moving to numericals of increasing difficulty.",
      "Sessions follow the NCERT syllabus for CBSE and state boards, and include previous-year board questions and selected JEE Main and NEET problems.",
      "Students receive short daily practice sets, and weak chapters are revisited before each school exam.",
    ),
  },
  {
    slug: "physics-made-simple-grades-8-to-10",
    name: "Physics Made Simple (Grades 8–10)",
    subjectSlug: "physics",
    type: "group",
    ageMin: 12,
    ageMax: 16,
    fromPriceInrMinor: 54900,
    fromPriceUsdMinor: 1400,
    isFeatured: false,
    shortDescription:
      "Motion, force, light, sound and electricity explained with everyday examples and home experiments, in small online groups.",
    description: p(
      "Many students decide early that physics is hard. This course changes that by explaining each idea with everyday examples and simple experiments students can do at home with a torch, a ruler or a bottle of water.",
      "Once the concept is clear, the group works through numericals step by step, and every chapter ends with a short quiz.",
    ),
  },
  {
    slug: "chemistry-class-11-and-12",
    name: "Chemistry for Class 11 & 12",
    subjectSlug: "chemistry",
    type: "individual",
    ageMin: 15,
    ageMax: 18,
    fromPriceInrMinor: 99900,
    fromPriceUsdMinor: 2500,
    isFeatured: false,
    shortDescription:
      "Physical, organic and inorganic chemistry for senior secondary students, with reaction maps, numericals and board and entrance exam practice.",
    description: p(
      "Your tutor covers all three branches of chemistry with the approach each needs: problem solving for physical chemistry, mechanisms and reaction maps for organic, and smart memory aids for inorganic.",
      "Lessons follow the NCERT syllabus and include previous-year board papers along with JEE Main and NEET level questions for students preparing for entrance exams.",
    ),
  },
  {
    slug: "chemistry-foundation-grades-8-to-10",
    name: "Chemistry Foundation (Grades 8–10)",
    subjectSlug: "chemistry",
    type: "group",
    ageMin: 12,
    ageMax: 16,
    fromPriceInrMinor: 54900,
    fromPriceUsdMinor: 1400,
    isFeatured: false,
    shortDescription:
      "Atoms, molecules, chemical reactions, acids and bases: a friendly group course that builds the base for senior school chemistry.",
    description: p(
      "This course gives students a confident start in chemistry. Topics include the structure of the atom, writing and balancing equations, acids, bases and salts, and metals and non-metals.",
      "Demonstrations and animations make reactions visible, and regular worksheets help students practise balancing equations until it becomes second nature.",
    ),
  },
  {
    slug: "english-grammar-essentials",
    name: "English Grammar Essentials",
    subjectSlug: "english-grammar",
    type: "individual",
    ...ALL_AGES,
    fromPriceInrMinor: 59900,
    fromPriceUsdMinor: 1500,
    isFeatured: false,
    shortDescription:
      "Master tenses, articles, prepositions and sentence structure, and finally understand why a sentence is right, with one-on-one lessons and writing practice.",
    description: p(
      "Whether you are in secondary school or preparing for work, this course fixes the grammar mistakes that hold you back. You will work through tenses, articles, prepositions, subject-verb agreement, reported speech and the passive voice.",
      "Every topic ends with a short writing task, such as an email, a paragraph or a summary, which your tutor corrects and explains in the next class.",
    ),
  },
  {
    slug: "grammar-garden-for-kids",
    name: "Grammar Garden: English Grammar for Kids",
    subjectSlug: "english-grammar",
    type: "group",
    ageMin: 7,
    ageMax: 11,
    fromPriceInrMinor: 39900,
    fromPriceUsdMinor: 1000,
    isFeatured: false,
    shortDescription:
      "Nouns, verbs, adjectives and punctuation taught through stories, games and picture prompts for primary school children.",
    description: p(
      "Grammar Garden turns grammar rules into stories and games. Children hunt for nouns in picture scenes, act out verbs and build silly sentences that teach word order and punctuation.",
      "Each class ends with a short creative writing prompt, and children slowly build a portfolio of their own stories over the term.",
    ),
  },
  {
    slug: "little-scientists-grades-1-to-5",
    name: "Little Scientists: Science for Grades 1–5",
    subjectSlug: "science-grades-1-5",
    type: "group",
    ageMin: 6,
    ageMax: 11,
    fromPriceInrMinor: 39900,
    fromPriceUsdMinor: 1000,
    isFeatured: false,
    shortDescription:
      "Hands-on science for curious primary schoolers: plants, animals, the human body, water, weather and simple machines, with a kitchen experiment every week.",
    description: p(
      "Little Scientists follows the primary school science syllabus but teaches it the way children learn best: by asking questions and trying things out. Every week includes a safe experiment using things found at home.",
      "Children learn to observe, predict and explain, and keep a science journal of their findings. Parents receive the materials list a few days before each class.",
    ),
  },
  {
    slug: "primary-science-homework-help",
    name: "Science Homework Help (Grades 1–5)",
    subjectSlug: "science-grades-1-5",
    type: "individual",
    ageMin: 6,
    ageMax: 11,
    fromPriceInrMinor: 54900,
    fromPriceUsdMinor: 1400,
    isFeatured: false,
    shortDescription:
      "One-on-one support with school science for grades 1 to 5: homework, project ideas and revision before tests, at your child's pace.",
    description: p(
      "Your child brings the week's homework, worksheet or upcoming test, and the tutor turns it into a friendly lesson. Concepts are explained with pictures, short videos and real objects.",
      "Tutors also help plan school projects and science exhibition models, guiding children to do the work themselves.",
    ),
  },

  // ── Coding ─────────────────────────────────────────────────────────────────────────────────────
  {
    slug: "python-for-teens",
    name: "Python for Teens",
    subjectSlug: "python",
    type: "group",
    ageMin: 12,
    ageMax: 17,
    fromPriceInrMinor: 69900,
    fromPriceUsdMinor: 1800,
    isFeatured: true,
    shortDescription:
      "Teens learn real programming in Python by building games, quizzes and small apps in a small group, with a new mini-project every week.",
    description: p(
      "Python for Teens teaches programming the way professionals use it. Students learn variables, conditions, loops, functions, lists and dictionaries, and use each new idea in a weekly mini-project such as a quiz game, a password generator or a cricket score tracker.",
      "Groups have up to six students, so everyone gets feedback on their own code. Students work in a browser-based editor, so nothing needs to be installed.",
      "The course ends with a capstone project of the student's choice, presented to the group and to parents.",
    ),
  },
  {
    slug: "python-programming-for-beginners",
    name: "Python Programming for Beginners",
    subjectSlug: "python",
    type: "individual",
    ageMin: 15,
    ageMax: 99,
    fromPriceInrMinor: 99900,
    fromPriceUsdMinor: 2500,
    isFeatured: false,
    shortDescription:
      "One-on-one Python for college students and working professionals: fundamentals, files and data, and automating everyday tasks.",
    description: p(
      "This course is for adults and older students who want to code for a career change, a college course or simply to automate boring work. You will cover Python fundamentals, working with files, CSV and Excel data, and using libraries.",
      "Your mentor adapts projects to your goals, whether that is data analysis with pandas, web scraping or a small Flask app, and reviews your code line by line.",
    ),
  },
  {
    slug: "scratch-game-design-for-kids",
    name: "Scratch Game Design for Kids",
    subjectSlug: "scratch-for-kids",
    type: "group",
    ageMin: 6,
    ageMax: 12,
    fromPriceInrMinor: 44900,
    fromPriceUsdMinor: 1200,
    isFeatured: true,
    shortDescription:
      "Kids design and code their own games in Scratch: mazes, catch games and platformers, while learning loops, events and variables.",
    description: p(
      "In this course children become game designers. Using Scratch's drag-and-drop blocks, they build a new game every two weeks, such as a maze, a catch-the-falling-fruit game or a simple platformer, and learn coding ideas like loops, events, conditions and variables along the way.",
      "Classes have up to five children and end with a short show-and-tell where kids play each other's games. Projects are saved to the child's Scratch account so they can keep improving them at home.",
    ),
  },
  {
    slug: "scratch-animation-and-storytelling",
    name: "Scratch Animation & Storytelling",
    subjectSlug: "scratch-for-kids",
    type: "individual",
    ageMin: 6,
    ageMax: 11,
    fromPriceInrMinor: 59900,
    fromPriceUsdMinor: 1500,
    isFeatured: false,
    shortDescription:
      "One-on-one Scratch classes where young children animate their own stories, greeting cards and music videos while learning to think like coders.",
    description: p(
      "Many young children love telling stories, and this course lets them bring those stories to life on screen. They draw characters, add backgrounds and code movement, dialogue and sound.",
      "Because classes are one-on-one, the pace suits your child, and shy children often open up when the project is their own idea.",
    ),
  },
  {
    slug: "web-development-html-css-javascript",
    name: "Web Development: HTML, CSS & JavaScript",
    subjectSlug: "web-development",
    type: "individual",
    ageMin: 13,
    ageMax: 99,
    fromPriceInrMinor: 119900,
    fromPriceUsdMinor: 3000,
    isFeatured: false,
    shortDescription:
      "Build and publish real websites: semantic HTML, modern CSS layouts and JavaScript, with code reviews from a working developer.",
    description: p(
      "This course covers the three building blocks of the web. You will write semantic, accessible HTML, lay out pages with Flexbox and Grid, make them responsive for phones and add interactivity with JavaScript.",
      "Each module ends with a project, such as a portfolio page, a recipe site or a to-do app, which you publish online for free. Your mentor reviews your code the way a senior developer would at work.",
      "Learners who finish can move on to React or to back-end development with Node.js.",
    ),
  },
  {
    slug: "build-your-first-website",
    name: "Build Your First Website (Teens)",
    subjectSlug: "web-development",
    type: "group",
    ageMin: 12,
    ageMax: 17,
    fromPriceInrMinor: 59900,
    fromPriceUsdMinor: 1500,
    isFeatured: false,
    shortDescription:
      "In eight weeks, teens design, code and publish a personal website about something they love, in a small, friendly group.",
    description: p(
      "Teens choose a topic they care about, such as a favourite sport, a band, a school club or their own art, and build a website about it from scratch with HTML and CSS, adding a little JavaScript at the end.",
      "By the final class every student has a live website to share with friends and family, and the confidence to keep building.",
    ),
  },
  {
    slug: "java-fundamentals",
    name: "Java Fundamentals",
    subjectSlug: "java",
    type: "individual",
    ageMin: 14,
    ageMax: 99,
    fromPriceInrMinor: 99900,
    fromPriceUsdMinor: 2500,
    isFeatured: false,
    shortDescription:
      "Learn Java and object-oriented programming step by step, ideal for ICSE and ISC computer applications, college courses and interview preparation.",
    description: p(
      "Java Fundamentals covers syntax, control flow, arrays, strings and the core ideas of object-oriented programming: classes, objects, inheritance, polymorphism and interfaces.",
      "The course maps closely to the ICSE Computer Applications and ISC Computer Science syllabi, and college students can focus on data structures and interview-style problems instead.",
    ),
  },
  {
    slug: "java-for-ap-computer-science-a",
    name: "Java for AP Computer Science A",
    subjectSlug: "java",
    type: "individual",
    ageMin: 14,
    ageMax: 18,
    fromPriceInrMinor: 129900,
    fromPriceUsdMinor: 3500,
    isFeatured: false,
    shortDescription:
      "Focused preparation for the AP Computer Science A exam: the full Java subset, free-response practice and timed mock exams.",
    description: p(
      "This course covers every unit of the AP Computer Science A framework, from primitive types and objects to ArrayList, 2D arrays, inheritance and recursion, using the Java subset tested in the exam.",
      "Students practise free-response questions from past exams each week and receive detailed feedback based on the official scoring guidelines. Two full-length timed mock exams are included before May.",
    ),
  },

  // ── Art ────────────────────────────────────────────────────────────────────────────────────────
  {
    slug: "drawing-and-sketching-basics",
    name: "Drawing & Sketching Basics",
    subjectSlug: "drawing-and-sketching",
    type: "individual",
    ...ALL_AGES,
    fromPriceInrMinor: 59900,
    fromPriceUsdMinor: 1500,
    isFeatured: false,
    shortDescription:
      "Learn to see and draw: line, shape, perspective, light and shadow, from simple still life to portraits, in one-on-one lessons.",
    description: p(
      "Drawing is a skill anyone can learn. This course starts with observation exercises and basic shapes, then moves to perspective, proportion, shading and texture using graphite pencils and charcoal.",
      "In later classes you draw still life, buildings, hands and faces. Your teacher reviews your sketchbook every week and suggests exercises for the areas you want to improve.",
    ),
  },
  {
    slug: "doodle-to-drawing-art-for-kids",
    name: "Doodle to Drawing: Art for Kids",
    subjectSlug: "drawing-and-sketching",
    type: "group",
    ageMin: 5,
    ageMax: 10,
    fromPriceInrMinor: 34900,
    fromPriceUsdMinor: 900,
    isFeatured: true,
    shortDescription:
      "Joyful themed art classes where children turn doodles into animals, rockets and storybook scenes, building fine motor skills and confidence.",
    description: p(
      "Every class has a theme, such as jungle animals, outer space, our street or underwater worlds, and children learn to build drawings step by step from simple shapes before adding their own ideas and colour.",
      "The focus is on confidence and imagination rather than perfection. Crayons, sketch pens and plain paper are all that's needed, and parents get a photo gallery of the term's work.",
    ),
  },
  {
    slug: "watercolour-for-beginners",
    name: "Watercolour for Beginners",
    subjectSlug: "watercolour-painting",
    type: "individual",
    ...ALL_AGES,
    fromPriceInrMinor: 69900,
    fromPriceUsdMinor: 1800,
    isFeatured: false,
    shortDescription:
      "Washes, wet-on-wet, layering and colour mixing: learn watercolour from the ground up and finish a small painting in every class.",
    description: p(
      "Watercolour has a reputation for being unforgiving; this course shows you how to control it. You will learn flat and graded washes, wet-on-wet and wet-on-dry techniques, layering, lifting and mixing a harmonious palette from just a few colours.",
      "Each class ends with a small finished painting, such as a sky, a flower or a cup of chai, so you build a portfolio quickly. A student-grade set, two brushes and 300 gsm paper are enough to start.",
    ),
  },
  {
    slug: "watercolour-landscapes",
    name: "Watercolour Landscapes",
    subjectSlug: "watercolour-painting",
    type: "group",
    ageMin: 14,
    ageMax: 99,
    fromPriceInrMinor: 49900,
    fromPriceUsdMinor: 1300,
    isFeatured: false,
    shortDescription:
      "Paint skies, mountains, monsoon streets and seascapes in a relaxed small group, for learners who know the watercolour basics.",
    description: p(
      "Each session the group paints a landscape together, following a live demonstration: Himalayan peaks, monsoon streets, backwaters at dusk or a beach at sunrise.",
      "Along the way you learn composition, atmospheric perspective and how to paint water, trees and reflections. There is time at the end to share paintings and get gentle feedback.",
    ),
  },
  {
    slug: "digital-illustration-with-procreate",
    name: "Digital Illustration with Procreate",
    subjectSlug: "digital-art",
    type: "individual",
    ...ALL_AGES,
    fromPriceInrMinor: 89900,
    fromPriceUsdMinor: 2200,
    isFeatured: false,
    shortDescription:
      "Create polished digital illustrations on the iPad: brushes, layers, colour palettes, lighting and a finished portfolio piece.",
    description: p(
      "This course takes you through the Procreate workflow used by professional illustrators: sketching, clean line art, flat colours, shading with layers and blend modes, and final touches such as texture and lighting.",
      "Projects include a character illustration, a stylised portrait and a small scene. Learners using Krita or another app on Android or a PC can follow the same course with their own tools.",
    ),
  },
  {
    slug: "digital-art-for-kids",
    name: "Digital Art for Kids",
    subjectSlug: "digital-art",
    type: "group",
    ageMin: 8,
    ageMax: 14,
    fromPriceInrMinor: 44900,
    fromPriceUsdMinor: 1200,
    isFeatured: false,
    shortDescription:
      "Kids learn to draw and paint on a tablet or computer: layers, brushes and colours to make stickers, comic panels and posters.",
    description: p(
      "Children learn the basics of digital drawing with free apps: layers, brushes, selection and colour. Each week they make something fun, such as a sticker set, a comic strip, a birthday poster or a pixel-art character.",
      "Small batches make it easy for the teacher to help when a child gets stuck with the tools.",
    ),
  },
  {
    slug: "brush-lettering-and-modern-calligraphy",
    name: "Brush Lettering & Modern Calligraphy",
    subjectSlug: "calligraphy",
    type: "group",
    ...ALL_AGES,
    fromPriceInrMinor: 44900,
    fromPriceUsdMinor: 1200,
    isFeatured: false,
    shortDescription:
      "Master the thick-and-thin strokes of modern calligraphy with brush pens, then design cards, quotes and journal headers.",
    description: p(
      "You start with the basic strokes of brush lettering (upstrokes, downstrokes, ovals and loops), then learn lowercase and uppercase letters and how to join them into words with consistent spacing.",
      "Later classes cover layouts, flourishes and simple decorations for greeting cards, wedding invitations and bullet journals. Two brush pens and smooth paper are all you need.",
    ),
  },
  {
    slug: "handwriting-and-calligraphy-for-kids",
    name: "Handwriting & Calligraphy for Kids",
    subjectSlug: "calligraphy",
    type: "group",
    ageMin: 7,
    ageMax: 14,
    fromPriceInrMinor: 34900,
    fromPriceUsdMinor: 900,
    isFeatured: false,
    shortDescription:
      "Neat, confident handwriting in print and cursive, plus fun calligraphy projects that keep children motivated to practise.",
    description: p(
      "This course fixes the things that make handwriting untidy: pencil grip, letter formation, sizing and spacing. Children practise print and cursive with short daily exercises designed to take less than ten minutes.",
      "To keep it fun, every few weeks the class makes a calligraphy project, such as a name plate, a bookmark or a festival card.",
    ),
  },

  // ── Languages ──────────────────────────────────────────────────────────────────────────────────
  {
    slug: "spoken-english-for-confidence",
    name: "Spoken English for Confidence",
    subjectSlug: "spoken-english",
    type: "individual",
    ageMin: 15,
    ageMax: 99,
    fromPriceInrMinor: 69900,
    fromPriceUsdMinor: 1600,
    isFeatured: true,
    shortDescription:
      "Speak English fluently at work, in interviews and in daily life, with one-on-one conversation practice, pronunciation coaching and instant feedback.",
    description: p(
      "This course is for people who understand English but hesitate to speak it. Every class is a conversation built around situations you face, such as team meetings, client calls, interviews, presentations and small talk.",
      "Your coach notes mistakes during the conversation and reviews them at the end, so you learn without being interrupted. Pronunciation, intonation and vocabulary are practised in context.",
      "Most learners notice a clear difference in their confidence within six to eight weeks.",
    ),
  },
  {
    slug: "spoken-english-and-phonics-for-kids",
    name: "Spoken English & Phonics for Kids",
    subjectSlug: "spoken-english",
    type: "group",
    ageMin: 5,
    ageMax: 12,
    fromPriceInrMinor: 39900,
    fromPriceUsdMinor: 1000,
    isFeatured: false,
    shortDescription:
      "Phonics, reading and speaking games that help children read fluently and speak English with confidence, in small groups.",
    description: p(
      "Younger children learn phonics sounds, blending and sight words through songs and games, while older children practise reading aloud, show-and-tell and short speeches.",
      "Every child speaks in every class. Teachers share a short reading list and activities for home each month.",
    ),
  },
  {
    slug: "french-for-beginners-a1",
    name: "French for Beginners (A1)",
    subjectSlug: "french",
    type: "group",
    ...ALL_AGES,
    fromPriceInrMinor: 54900,
    fromPriceUsdMinor: 1400,
    isFeatured: false,
    shortDescription:
      "Start speaking French from the first class: greetings, numbers, everyday conversations and the grammar behind them, aligned to CEFR A1.",
    description: p(
      "This course follows the CEFR A1 level. You learn to introduce yourself, talk about family and routines, order in a café, ask for directions and understand simple texts, with grammar introduced only when you need it.",
      "Classes are interactive, with role plays, listening exercises and short quizzes, and suit school students taking French as a second language as well as adult beginners.",
    ),
  },
  {
    slug: "delf-a2-b1-exam-preparation",
    name: "DELF A2/B1 Exam Preparation",
    subjectSlug: "french",
    type: "individual",
    ageMin: 14,
    ageMax: 99,
    fromPriceInrMinor: 99900,
    fromPriceUsdMinor: 2500,
    isFeatured: false,
    shortDescription:
      "One-on-one preparation for the DELF A2 or B1 exam: all four skills, exam strategies and full mock tests with detailed feedback.",
    description: p(
      "Your tutor builds a plan around the DELF exam format and your test date, covering listening, reading, writing and the oral exam. Weak areas get extra time, and you practise with past-paper style tasks every week.",
      "Mock speaking exams are run exactly like the real thing, and written work is marked against the official DELF criteria, so you know where you stand before exam day.",
    ),
  },
  {
    slug: "spanish-for-beginners",
    name: "Spanish for Beginners",
    subjectSlug: "spanish",
    type: "group",
    ...ALL_AGES,
    fromPriceInrMinor: 54900,
    fromPriceUsdMinor: 1400,
    isFeatured: false,
    shortDescription:
      "A lively introduction to Spanish: pronunciation, everyday phrases and the present tense, with lots of speaking practice in a small group.",
    description: p(
      "From the first class you speak Spanish: greetings, introductions, numbers, food, travel and daily routines. Grammar such as gender, articles and regular and irregular verbs in the present tense is taught through real conversations.",
      "You also get a taste of culture from Spain and Latin America through music, film clips and food, which makes the vocabulary stick.",
    ),
  },
  {
    slug: "conversational-spanish",
    name: "Conversational Spanish",
    subjectSlug: "spanish",
    type: "individual",
    ageMin: 14,
    ageMax: 99,
    fromPriceInrMinor: 89900,
    fromPriceUsdMinor: 2200,
    isFeatured: false,
    shortDescription:
      "One-on-one conversation practice for learners who know the basics and want to speak Spanish naturally for travel, work or exams.",
    description: p(
      "Each class is a guided conversation on a topic you choose, such as travel plans, your job, films or the news, with new vocabulary and grammar pulled from what you actually need to say.",
      "Your tutor keeps a running list of your common mistakes and revisits them until they disappear. The course suits A2 learners and above, including students preparing for DELE speaking tests.",
    ),
  },
  {
    slug: "hindi-for-kids-growing-up-abroad",
    name: "Hindi for Kids Growing Up Abroad",
    subjectSlug: "hindi",
    type: "group",
    ageMin: 5,
    ageMax: 12,
    fromPriceInrMinor: 44900,
    fromPriceUsdMinor: 1200,
    isFeatured: true,
    shortDescription:
      "Songs, stories and role plays that help children abroad understand, speak and start reading Hindi, timed for evenings in the UK, Middle East and US.",
    description: p(
      "Many children of Indian families abroad understand some Hindi but answer in English. This course gets them speaking, using rhymes, stories, festivals and role plays about everyday life, such as shopping, cooking and talking to grandparents.",
      "Older children also learn the Devanagari script, starting with the letters in their own name. Batches are grouped by time zone and level.",
    ),
  },
  {
    slug: "hindi-reading-and-writing",
    name: "Hindi Reading & Writing",
    subjectSlug: "hindi",
    type: "individual",
    ageMin: 8,
    ageMax: 99,
    fromPriceInrMinor: 54900,
    fromPriceUsdMinor: 1400,
    isFeatured: false,
    shortDescription:
      "Learn Devanagari from the first letter to fluent reading and writing, with school syllabus support for CBSE and ICSE Hindi.",
    description: p(
      "This course teaches the Devanagari script systematically: vowels and consonants, matras, conjunct letters and punctuation. Reading practice moves from words to short stories, poems and newspaper headlines.",
      "School students get help with grammar (vyakaran), letter writing and essays for their board syllabus, and adult learners can focus on reading and writing for daily life.",
    ),
  },
  {
    slug: "german-for-beginners-a1",
    name: "German for Beginners (A1)",
    subjectSlug: "german",
    type: "group",
    ageMin: 14,
    ageMax: 99,
    fromPriceInrMinor: 59900,
    fromPriceUsdMinor: 1500,
    isFeatured: false,
    shortDescription:
      "Learn German for study, work or travel: pronunciation, everyday conversations and A1 grammar, in a small group that speaks from day one.",
    description: p(
      "This CEFR A1 course covers everything you need for your first conversations in German: introductions, numbers and time, shopping, appointments and describing your home and work.",
      "Grammar such as articles, cases, verb position and modal verbs is introduced step by step with plenty of speaking practice. Many learners join while planning a master's degree or a job in Germany.",
    ),
  },
  {
    slug: "goethe-a2-b1-exam-preparation",
    name: "Goethe-Zertifikat A2/B1 Preparation",
    subjectSlug: "german",
    type: "individual",
    ageMin: 15,
    ageMax: 99,
    fromPriceInrMinor: 109900,
    fromPriceUsdMinor: 2800,
    isFeatured: false,
    shortDescription:
      "Targeted one-on-one preparation for the Goethe-Zertifikat A2 or B1: all four modules, exam strategies and weekly mock speaking tests.",
    description: p(
      "Your tutor prepares a plan based on your exam date and current level, working through the Lesen, Hören, Schreiben and Sprechen modules of the Goethe-Zertifikat.",
      "Written tasks are corrected in detail, and a mock speaking test every week gets you comfortable with the format. The course suits learners preparing for visas, university admission or job transfers.",
    ),
  },
];
