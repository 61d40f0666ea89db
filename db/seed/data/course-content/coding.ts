import type { Review, SubjectContent } from "./types";

export const CODING_SUBJECTS: Record<string, SubjectContent> = {
  python: {
    whyUs: [
      [
        "A project every week",
        "Each new idea is used straight away in a small project, such as a quiz game, a password generator or a to-do app, so code is never abstract.",
      ],
      [
        "Code reviews by developers",
        "Teachers work or have worked as software developers and review your code the way a team lead would: readable names, small functions, tests.",
      ],
    ],
    trial:
      "You set up a free online editor with the teacher, write your first Python program that asks a question and answers back, and add an if-statement to make it smarter.",
    kit: "A laptop or desktop computer (a tablet is not enough), a stable internet connection and a free Replit account or Python installed locally.",
    basics: [
      [
        "Variables, conditions and loops",
        "Storing values, making decisions and repeating steps are the three ideas behind almost every program you will ever write.",
      ],
      [
        "Functions and data",
        "Functions keep code organised; lists and dictionaries hold the data it works on. Together they let you build real apps.",
      ],
    ],
    quiz: [
      [
        "Do you have a laptop or desktop computer?",
        "Coding needs a keyboard and a proper browser; tablets make it hard.",
      ],
      [
        "Are you comfortable typing?",
        "Speed does not matter, but you will type code in every class.",
      ],
      [
        "Is there a project you would like to build?",
        "Tell your teacher: it can become your course project.",
      ],
    ],
    ready:
      "You are ready to code. Book the free class and write your first program in the first 15 minutes.",
    notReady:
      "For children under 10 or anyone new to computers, Scratch is a gentler first step into programming.",
    faqs: [
      [
        "Which version of Python do you teach?",
        "Python 3, the current version used in industry and in schools. Everything runs in a free online editor, so no installation is required.",
      ],
      [
        "Does the course cover CBSE or ICSE computer science?",
        "The fundamentals match the CBSE Class 11 and 12 Python syllabus; the teacher can add board-specific practice on request.",
      ],
      [
        "Will I get a certificate?",
        "Yes, on completing the course project you receive a certificate and a link to your projects to share with schools or employers.",
      ],
    ],
    trailers: ["Your first Python program", "Building a quiz game in one class"],
  },
  "scratch-for-kids": {
    whyUs: [
      [
        "Children create, not copy",
        "Every project ends with a twist the child invents, so they learn to design, not only to follow steps.",
      ],
      [
        "Real coding ideas, playful blocks",
        "Loops, events, variables and conditions are all there, hidden in colourful drag-and-drop blocks that young children can handle.",
      ],
    ],
    trial:
      "Your child makes a sprite move and talk, adds a sound and a background, and builds a tiny game where the cat chases the mouse, all in 40 minutes.",
    kit: "A laptop or desktop computer with a mouse, and a free Scratch account (the teacher helps set it up in the first class).",
    basics: [
      [
        "Sprites and events",
        "Sprites are the characters; events such as 'when green flag clicked' tell them when to act.",
      ],
      [
        "Loops and variables",
        "Loops repeat actions and variables remember things like a score, which is how every game works.",
      ],
    ],
    quiz: [
      [
        "Can your child use a mouse or trackpad?",
        "Dragging blocks needs a little mouse control; it improves quickly.",
      ],
      [
        "Does your child love games or stories?",
        "Both are great starting points for Scratch projects.",
      ],
      ["Is your child between 6 and 12?", "Scratch is designed for this age range."],
    ],
    ready:
      "Your child is ready to become a game designer. Book the free class and have a computer with a mouse ready.",
    notReady:
      "If your child is 12 or older and already confident on a computer, Python for Teens may be more of a challenge.",
    faqs: [
      [
        "Is Scratch real coding?",
        "Yes. Scratch uses the same ideas as text languages, such as loops, conditions and variables, without the typing. Many children move to Python after a year.",
      ],
      [
        "Can my child use a tablet?",
        "A laptop or desktop is strongly recommended. Scratch works on tablets but dragging small blocks by finger is frustrating.",
      ],
      [
        "Can we see our child's projects?",
        "Yes. Projects are saved in your child's Scratch account and can be shared with family through a link.",
      ],
    ],
    trailers: ["A cat-and-mouse game in 40 minutes", "Animating your own story"],
  },
  "web-development": {
    whyUs: [
      [
        "Publish real websites",
        "Every project goes live on the internet with its own address, ready to share with friends, schools or employers.",
      ],
      [
        "Modern, accessible code",
        "Semantic HTML, Flexbox and Grid, and accessible forms from day one: the way professional teams build the web today.",
      ],
    ],
    trial:
      "You write a small web page with a heading, a paragraph and an image, style it with CSS and see it change live in the browser.",
    kit: "A laptop or desktop computer, the free VS Code editor or an online editor such as CodePen, and an up-to-date browser.",
    basics: [
      [
        "HTML for structure",
        "HTML describes what is on the page: headings, paragraphs, lists, links and forms. Good structure makes pages accessible and searchable.",
      ],
      [
        "CSS and JavaScript",
        "CSS controls how the page looks on phones and desktops; JavaScript makes it respond to clicks and input.",
      ],
    ],
    quiz: [
      [
        "Do you have a laptop or desktop computer?",
        "Web development needs an editor and a browser side by side.",
      ],
      [
        "Do you know what you would like to build?",
        "A portfolio, a club site or a small shop all make great projects.",
      ],
      [
        "Can you spend two or three hours a week on projects?",
        "Building between classes is where the learning sticks.",
      ],
    ],
    ready:
      "You are ready to build for the web. In the free class you will publish your first page.",
    notReady:
      "If you have never written code, a few weeks of Python or Scratch first can make web development easier.",
    faqs: [
      [
        "Will my website really be online?",
        "Yes. We publish projects with free hosting such as GitHub Pages, so you get a real address to share.",
      ],
      [
        "Do you teach frameworks like React?",
        "The course focuses on HTML, CSS and JavaScript fundamentals. Learners who finish can continue with a React module.",
      ],
      [
        "Do I need a powerful computer?",
        "No. Any laptop from the last few years with a modern browser is enough.",
      ],
    ],
    trailers: ["Your first web page, live", "Responsive layouts with Flexbox"],
  },
  java: {
    whyUs: [
      [
        "Object-oriented thinking",
        "Classes, objects, inheritance and interfaces are taught with small, real models, like a library or a bank account, so the ideas make sense.",
      ],
      [
        "Exam-ready practice",
        "Tutors know the ICSE, ISC and AP Computer Science A patterns and practise exactly the question types that appear.",
      ],
    ],
    trial:
      "You write and run a Java program with the tutor, then turn it into a small class with a constructor and a method, and see how objects work.",
    kit: "A laptop or desktop with BlueJ, IntelliJ IDEA Community or an online Java editor, and a notebook for dry runs.",
    basics: [
      [
        "Types and control flow",
        "Java is strict about types, which catches mistakes early. Loops and conditions work the same way as in most languages.",
      ],
      [
        "Classes and objects",
        "A class is a blueprint; objects are the things built from it. Most Java programs are conversations between objects.",
      ],
    ],
    quiz: [
      [
        "Is Java part of your school or college course?",
        "Tutors follow the syllabus and the exam pattern you have.",
      ],
      [
        "Have you written any code before?",
        "Not required, but even a little Scratch or Python helps.",
      ],
      ["Do you have an exam date coming up?", "The plan is built back from it."],
    ],
    ready:
      "This course fits your goals. Tell the tutor in the free class which exam or course you are preparing for.",
    notReady:
      "If this is your very first code, a short Python course first makes Java's strict syntax much less daunting.",
    faqs: [
      [
        "Do you teach BlueJ for ICSE and ISC?",
        "Yes. Tutors use BlueJ for ICSE and ISC students and IntelliJ for others, and cover the programs commonly asked in practical exams.",
      ],
      [
        "Is the AP course aligned with the College Board framework?",
        "Yes, it follows all ten units of the AP Computer Science A framework and practises the four free-response question types.",
      ],
      [
        "Can I prepare for coding interviews?",
        "After the fundamentals, tutors can add data structures and common interview problems in Java.",
      ],
    ],
    trailers: ["Classes and objects explained", "Solving an AP free-response question"],
  },
};

export const CODING_REVIEWS: Record<string, readonly [Review, Review]> = {
  "python-for-teens": [
    [
      "Nandini P.",
      "Parent of Arjun, 14",
      "Arjun built a quiz game on his cricket heroes and showed it at school. The weekly mini-projects keep him excited about coding.",
    ],
    [
      "Zara M.",
      "Student, 13",
      "I thought coding would be hard but the teacher explains everything with examples. My favourite project was a password generator.",
    ],
  ],
  "python-programming-for-beginners": [
    [
      "Prakash V.",
      "Accountant, Chennai",
      "I now automate my monthly Excel reports with Python. What took me two days takes ten minutes, and my tutor helped me write it.",
    ],
    [
      "Emily R.",
      "College student, Toronto",
      "Clear, patient and practical. The code reviews taught me habits my college course never mentioned.",
    ],
  ],
  "scratch-game-design-for-kids": [
    [
      "Swati K.",
      "Parent of Dev, 8",
      "Dev has made six games so far and insists we play all of them. He explains loops and variables better than I can.",
    ],
    [
      "Omar H.",
      "Parent of Layla, 10, Abu Dhabi",
      "The teacher lets each child add their own twist to the game. Layla's platformer even has a secret level.",
    ],
  ],
  "scratch-animation-and-storytelling": [
    [
      "Meghna S.",
      "Parent of Anvi, 7",
      "Anvi turned her bedtime story into an animation with her own voice recording. One-to-one classes were perfect for a shy child.",
    ],
    [
      "Rajat B.",
      "Parent of Ved, 9",
      "Ved made a Diwali greeting card in Scratch for the whole family. He is learning coding without even realising it.",
    ],
  ],
  "web-development-html-css-javascript": [
    [
      "Shreya N.",
      "Designer, Bengaluru",
      "As a designer I wanted to build my own portfolio. Three months later it is live and I understand what developers talk about.",
    ],
    [
      "Tom A.",
      "Learner, 24, Manchester",
      "The focus on accessible HTML and proper layouts was exactly what I needed for job interviews. Excellent code reviews.",
    ],
  ],
  "build-your-first-website": [
    [
      "Anjali R.",
      "Parent of Kabir, 15",
      "Kabir built a website for his football club and the coach now uses it. The group was small and the teacher very encouraging.",
    ],
    [
      "Isha D.",
      "Student, 14",
      "I made a website about my art with a gallery page. Seeing it online with its own link was the best moment.",
    ],
  ],
  "java-fundamentals": [
    [
      "Harsh V.",
      "Student, 16, ISC",
      "My tutor made inheritance and polymorphism simple with a library example. I scored 97 in my computer science board exam.",
    ],
    [
      "Kiran J.",
      "Engineering student, Pune",
      "Dry runs on paper before coding changed how I think about programs. I cleared my first campus coding round.",
    ],
  ],
  "java-for-ap-computer-science-a": [
    [
      "Maya L.",
      "Student, 17, New Jersey",
      "The free-response practice was spot on. I got a 5 on the AP exam, and the evening class times worked around school.",
    ],
    [
      "Sunil T.",
      "Parent of Rohan, 16, Singapore",
      "Rohan's tutor knew the AP framework inside out. Weekly timed practice made the real exam feel familiar.",
    ],
  ],
};
