import type { Review, SubjectContent } from "./types";

export const ACADEMICS_SUBJECTS: Record<string, SubjectContent> = {
  mathematics: {
    whyUs: [
      [
        "Gaps found, then fixed",
        "A short diagnostic in the first week shows exactly which earlier topics are weak, so revision is targeted instead of repeating the whole book.",
      ],
      [
        "Your board, your textbook",
        "Tutors follow CBSE, ICSE, IB and state board syllabi and work from the student's own textbook and school worksheets.",
      ],
    ],
    trial:
      "The tutor runs a 15-minute diagnostic on recent school topics, then teaches one concept the student finds hard and sets three practice questions to check it stuck.",
    kit: "A notebook, a pencil and a geometry box, plus a phone or laptop with a camera that can show the page while working.",
    basics: [
      [
        "Concept before formula",
        "Every formula is built from a picture or an example first, so students can rebuild it in an exam instead of remembering it blindly.",
      ],
      [
        "Show the working",
        "Board exams award step marks. We practise neat, complete working from the first class.",
      ],
    ],
    quiz: [
      [
        "Is the student following the school syllabus this year?",
        "Tutors align with the school's chapter order and test dates.",
      ],
      [
        "Are marks lower than the student's effort deserves?",
        "That usually points to gaps in earlier topics, which the diagnostic finds.",
      ],
      [
        "Can the student attend two classes a week?",
        "Two shorter classes work better than one long one for maths.",
      ],
    ],
    ready:
      "This course fits. Book the free class: the diagnostic alone will show you where marks are being lost.",
    notReady:
      "If the student only needs help before one test, a few one-to-one classes may be enough; ask in the free class.",
    faqs: [
      [
        "Which boards do you cover?",
        "CBSE, ICSE, IB MYP and most state boards. Tell us the board and the textbook and the tutor follows them.",
      ],
      [
        "Will you help with school homework?",
        "Yes. Part of each week can be spent on homework and worksheets, but we always explain the method rather than giving answers.",
      ],
      [
        "How do parents see progress?",
        "Parents get a short monthly report with topics covered, test scores and what to work on next.",
      ],
    ],
    trailers: ["Fractions without fear", "How we find the gaps in one class"],
  },
  physics: {
    whyUs: [
      [
        "Simulations and experiments",
        "Concepts come alive with PhET simulations and simple home experiments before we write a single equation.",
      ],
      [
        "From board to entrance level",
        "Numericals climb from board-exam level to JEE and NEET level, so students are ready for both.",
      ],
    ],
    trial:
      "The tutor picks a chapter the student is studying, explains its central idea with a simulation and solves two numericals together, then sets one to try alone.",
    kit: "A notebook, a scientific calculator and a laptop or tablet that can open browser simulations.",
    basics: [
      [
        "Free-body diagrams",
        "Most mechanics problems become simple once every force is drawn. We make this a habit from the first chapter.",
      ],
      [
        "Units and estimation",
        "Checking units and estimating the size of an answer catches most mistakes before they cost marks.",
      ],
    ],
    quiz: [
      [
        "Is the student comfortable with basic algebra?",
        "Physics numericals need it; tutors revise it where needed.",
      ],
      [
        "Does the student understand theory but struggle with numericals?",
        "That is exactly what guided problem practice fixes.",
      ],
      [
        "Is an entrance exam (JEE or NEET) a goal?",
        "Tell the tutor: practice questions are chosen accordingly.",
      ],
    ],
    ready: "This course is a good match. Bring the chapter you find hardest to the free class.",
    notReady:
      "If algebra or the basics of motion are still shaky, start with Physics Made Simple (Grades 8–10) to build the base first.",
    faqs: [
      [
        "Do you prepare students for JEE and NEET?",
        "The senior course covers the board syllabus with JEE Main and NEET level problems. For JEE Advanced, ask for a specialist tutor.",
      ],
      [
        "How are numericals practised online?",
        "Students solve on paper and show it on camera or upload a photo; the tutor marks each step and explains any mistake.",
      ],
      [
        "What experiments can be done at home?",
        "Simple ones with a torch, a ruler, coins, a bottle of water or a spring. Each is safe and needs adult help only for younger students.",
      ],
    ],
    trailers: ["Newton's laws with a simulation", "Electric circuits you can see"],
  },
  chemistry: {
    whyUs: [
      [
        "Reaction maps for organic",
        "Organic chemistry is taught with reaction maps that connect every named reaction, so students understand instead of memorising lists.",
      ],
      [
        "Memory aids that work",
        "For inorganic chemistry, tutors share tested mnemonics and trend tables that make the periodic table manageable.",
      ],
    ],
    trial:
      "The tutor balances a few equations with the student, explains one concept from the current chapter with a molecule model or animation and sets a short practice sheet.",
    kit: "A notebook, a periodic table (printed or on screen) and a scientific calculator for physical chemistry.",
    basics: [
      [
        "The mole concept",
        "Moles link the mass of a substance to the number of particles. It is the base of every calculation in chemistry.",
      ],
      [
        "Balancing equations",
        "An equation shows what reacts and what forms; balancing it makes sure no atom is created or lost.",
      ],
    ],
    quiz: [
      [
        "Can the student name the first 20 elements?",
        "If not, we start with a fun way to learn them.",
      ],
      [
        "Does the student find organic chemistry confusing?",
        "Reaction maps were made for exactly this.",
      ],
      [
        "Is a board exam or entrance test coming up this year?",
        "The tutor plans revision back from the exam date.",
      ],
    ],
    ready:
      "This course will help. Bring the chapter or reaction that confuses you most to the free class.",
    notReady:
      "If atoms, valency and equations are still unclear, Chemistry Foundation (Grades 8–10) is the right first step.",
    faqs: [
      [
        "Do you cover physical, organic and inorganic chemistry?",
        "Yes, all three, each with its own approach: problem solving, reaction mechanisms and memory aids.",
      ],
      [
        "Are practical exams covered?",
        "Tutors explain the standard experiments, observations and viva questions, but the hands-on practical happens in the school lab.",
      ],
      [
        "How much homework is set?",
        "About 20 to 30 minutes of practice after each class, chosen from the chapter being studied at school.",
      ],
    ],
    trailers: ["Balancing equations in five minutes", "A reaction map for organic chemistry"],
  },
  "english-grammar": {
    whyUs: [
      [
        "Rules you finally understand",
        "Tutors explain why a sentence is right, not only that it is, so learners can check their own writing.",
      ],
      [
        "Writing, corrected line by line",
        "Short weekly writing tasks are corrected in class, so grammar moves from exercises into real emails, essays and stories.",
      ],
    ],
    trial:
      "The tutor checks a short piece of writing together with the learner, explains the two most frequent mistakes in it and practises them with quick examples.",
    kit: "A notebook or a shared online document, and a short sample of the learner's own writing.",
    basics: [
      [
        "Tenses",
        "Twelve tenses sound a lot, but they follow a clear pattern of time and aspect. Once the pattern is clear, the forms follow.",
      ],
      [
        "Sentence structure",
        "Subject, verb and object, and how clauses join, explain most errors in punctuation and word order.",
      ],
    ],
    quiz: [
      [
        "Do you often wonder whether to write 'a', 'an' or 'the'?",
        "Articles are one of the first topics we fix.",
      ],
      [
        "Does school or work need more writing than before?",
        "Writing practice is built into every week.",
      ],
      [
        "Would you like feedback on your own writing?",
        "Bring an essay, an email or a story to the free class.",
      ],
    ],
    ready:
      "You will get a lot from this course. Bring a piece of your writing to the free class for instant feedback.",
    notReady:
      "If speaking is the bigger worry than writing, our Spoken English courses may be a better start.",
    faqs: [
      [
        "Is this course for school students or adults?",
        "Both, in different courses: Grammar Garden is for primary school children, Grammar Essentials for older students and adults.",
      ],
      [
        "Will this help with board exams?",
        "Yes. The writing and grammar sections of CBSE and ICSE English papers are practised with past questions.",
      ],
      [
        "Do you follow British or American English?",
        "Indian English follows British spelling, which we use by default. Tutors point out American differences when they matter.",
      ],
    ],
    trailers: ["Tenses on one page", "Fixing the five most common mistakes"],
  },
  "science-grades-1-5": {
    whyUs: [
      [
        "An experiment every week",
        "Safe experiments with things at home, such as a cup of water, a torch or a balloon, turn every chapter into something children remember.",
      ],
      [
        "Curiosity first",
        "Classes start with a question children want answered, like why ice floats, and the lesson is the answer.",
      ],
    ],
    trial:
      "Your child does a short kitchen experiment with the tutor, talks about what happened and why, and draws and labels it in a science notebook.",
    kit: "A notebook and crayons, plus a few household items the tutor lists a day before each class.",
    basics: [
      [
        "Observe and ask",
        "Young scientists learn to look closely, notice changes and ask why. These habits matter more than facts at this age.",
      ],
      [
        "Living and non-living things",
        "Plants, animals, the human body, water and air: the syllabus topics of grades 1 to 5, explained with real objects.",
      ],
    ],
    quiz: [
      [
        "Is your child between 6 and 11 years old?",
        "Both primary science courses are designed for grades 1 to 5.",
      ],
      ["Does your child ask lots of 'why' questions?", "Wonderful: classes are built around them."],
      [
        "Can an adult help set up simple experiments?",
        "Only for a few minutes; every experiment is safe.",
      ],
    ],
    ready:
      "Your child will love this. Book the free class and keep a cup of water and a spoon handy.",
    notReady:
      "If your child mostly needs help with school homework and tests, try Science Homework Help (Grades 1–5) instead.",
    faqs: [
      [
        "Are the experiments safe?",
        "Yes. Every experiment uses household items, avoids heat and sharp tools, and is shown by the tutor first.",
      ],
      [
        "Does the course follow the school syllabus?",
        "Topics follow the CBSE and ICSE primary syllabi, so children meet the same ideas in school.",
      ],
      [
        "How long are the classes?",
        "Classes for grades 1 to 3 are 40 minutes and for grades 4 and 5 are 50 minutes, with a movement break in between.",
      ],
    ],
    trailers: ["Why does ice float?", "Growing a bean in a jar"],
  },
};

export const ACADEMICS_REVIEWS: Record<string, readonly [Review, Review]> = {
  "maths-grades-6-to-8": [
    [
      "Shalini M.",
      "Parent of Aditya, 12",
      "The diagnostic showed Aditya had never really understood fractions. Three weeks of work on that and his algebra marks jumped from 58 to 81.",
    ],
    [
      "Kevin D.",
      "Parent of Naomi, 13, Dubai",
      "The tutor follows Naomi's IB worksheets exactly and explains every step. Naomi now asks questions in class at school too.",
    ],
  ],
  "class-10-maths-board-prep": [
    [
      "Riya S.",
      "Student, 15",
      "The timed mock tests helped me manage time in the board exam. I scored 94 in maths, up from 76 in the pre-boards.",
    ],
    [
      "Vikram P.",
      "Parent of Tanvi, 15",
      "Chapter-wise previous-year questions were exactly what Tanvi needed. The small batch meant her doubts were always answered.",
    ],
  ],
  "physics-class-11-and-12": [
    [
      "Aman G.",
      "Student, 17, Kota",
      "Rotational motion finally made sense after the simulations. The JEE-level problem sets are tough but explained step by step.",
    ],
    [
      "Sujata R.",
      "Parent of Nikhil, 18",
      "Nikhil's tutor is patient and very clear. His board score in physics was 92 and he cleared NEET with a strong physics section.",
    ],
  ],
  "physics-made-simple-grades-8-to-10": [
    [
      "Geeta N.",
      "Parent of Rishi, 14",
      "Rishi used to say physics was boring. The torch-and-mirror experiments changed that; he now explains refraction to us at dinner.",
    ],
    [
      "Adil K.",
      "Student, 13",
      "The teacher uses everyday examples like cricket and cycling. Electricity was my weakest chapter and now it is my favourite.",
    ],
  ],
  "chemistry-class-11-and-12": [
    [
      "Sana F.",
      "Student, 17",
      "The organic reaction maps are a lifesaver. I stopped memorising reactions and started seeing how they connect.",
    ],
    [
      "Ramesh I.",
      "Parent of Divya, 18",
      "Divya was weak in physical chemistry numericals. Her tutor worked through them patiently and she scored 95 in boards.",
    ],
  ],
  "chemistry-foundation-grades-8-to-10": [
    [
      "Neha B.",
      "Parent of Kunal, 14",
      "Balancing equations used to reduce Kunal to tears. The step-by-step method worked, and he now enjoys chemistry.",
    ],
    [
      "Tara W.",
      "Student, 15",
      "Acids and bases with kitchen indicators was so much fun. The small group is friendly and nobody is afraid to ask questions.",
    ],
  ],
  "english-grammar-essentials": [
    [
      "Mohit S.",
      "Sales executive, Jaipur",
      "My emails used to be full of tense mistakes. After two months my manager noticed the difference without me saying anything.",
    ],
    [
      "Ayesha N.",
      "Student, 16",
      "The tutor explains why a sentence is wrong, not just the correction. My essay marks went up by two grades.",
    ],
  ],
  "grammar-garden-for-kids": [
    [
      "Bhavna C.",
      "Parent of Kiara, 8",
      "Kiara hunts for nouns in her storybooks now. The games make grammar feel like play and she actually remembers the rules.",
    ],
    [
      "Daniel F.",
      "Parent of Eli, 9, London",
      "A lovely small group and a very warm teacher. Eli's punctuation in his school writing has improved noticeably.",
    ],
  ],
  "little-scientists-grades-1-to-5": [
    [
      "Kavya T.",
      "Parent of Reyansh, 7",
      "Every Sunday our kitchen becomes a lab. Reyansh explains floating and sinking to anyone who will listen.",
    ],
    [
      "Farhan A.",
      "Parent of Inaya, 10",
      "The experiments link directly to her school chapters. Inaya's science notebook is now her favourite book.",
    ],
  ],
  "primary-science-homework-help": [
    [
      "Lata G.",
      "Parent of Aarush, 9",
      "Homework time used to be a battle. Now Aarush brings his worksheet to the tutor and comes out smiling and understanding it.",
    ],
    [
      "Ravi K.",
      "Parent of Ananya, 8",
      "The tutor helped Ananya with her solar system project and explained everything with real objects. Great before tests too.",
    ],
  ],
};
