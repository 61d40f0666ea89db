import type { Review, SubjectContent } from "./types";

export const ART_SUBJECTS: Record<string, SubjectContent> = {
  "drawing-and-sketching": {
    whyUs: [
      [
        "Learn to see first",
        "Observation exercises train the eye before the hand, which is why our learners' drawings improve so quickly.",
      ],
      [
        "Feedback on your own page",
        "You hold your sketchbook to the camera and the teacher draws corrections over a photo of it, so you see exactly what to change.",
      ],
    ],
    trial:
      "You warm up with line exercises, draw a simple object from observation using basic shapes and add light and shadow with one pencil.",
    kit: "A sketchbook, HB, 2B and 4B pencils, a kneaded eraser and a sharpener; children can start with any pencil and paper.",
    basics: [
      [
        "Shapes and proportion",
        "Every object can be built from circles, boxes and cylinders. Measuring proportions with the pencil keeps drawings believable.",
      ],
      [
        "Light and shadow",
        "Five values, from highlight to cast shadow, make a flat drawing look three-dimensional.",
      ],
    ],
    quiz: [
      ["Do you have a sketchbook and a few pencils?", "That is all you need to start."],
      ["Do you enjoy doodling?", "Doodlers make great artists: we build on it."],
      [
        "Can you practise 15 minutes a few times a week?",
        "Short sketching sessions add up quickly.",
      ],
    ],
    ready: "You are ready to draw. Keep a pencil and paper next to you for the free class.",
    notReady:
      "If you prefer working with colour from the start, try Watercolour for Beginners or a digital art course.",
    faqs: [
      [
        "I cannot draw at all. Is this course for me?",
        "Yes. Drawing is a skill, not a talent, and the course starts with simple lines and shapes.",
      ],
      [
        "How do teachers see my drawing online?",
        "You hold the page up to the camera or upload a photo; the teacher marks corrections on it and shows you.",
      ],
      [
        "Will I draw portraits?",
        "Portraits come after still life and proportion, usually in the second or third month.",
      ],
    ],
    trailers: ["Drawing a cup with four shapes", "Shading with five values"],
  },
  "watercolour-painting": {
    whyUs: [
      [
        "A finished painting every class",
        "Each session ends with a small finished piece, so you build technique and a portfolio at the same time.",
      ],
      [
        "Control, not luck",
        "Teachers show how much water, how much pigment and when to wait, so watercolour stops feeling unpredictable.",
      ],
    ],
    trial:
      "You paint a flat wash and a graded wash, mix a sky colour from three paints and finish a small sunset scene with a silhouette.",
    kit: "Cold-pressed watercolour paper (300 gsm), a student paint set, round brushes in sizes 4 and 10, two water jars and masking tape.",
    basics: [
      [
        "Washes",
        "Flat, graded and variegated washes are the foundation of every watercolour painting, from skies to backgrounds.",
      ],
      [
        "Wet-on-wet and wet-on-dry",
        "Paint on wet paper for soft edges and on dry paper for crisp ones. Knowing when to use each is most of the art.",
      ],
    ],
    quiz: [
      [
        "Do you have watercolour paper and paints?",
        "Student-grade paints are fine; good paper matters more.",
      ],
      [
        "Have you painted with watercolour before?",
        "Beginners start with washes; landscapes need those basics.",
      ],
      ["Do you enjoy painting from nature?", "Many of our projects are landscapes and flowers."],
    ],
    ready:
      "You will enjoy this course. Tape a sheet of paper to a board before the free class and we will start painting.",
    notReady:
      "If you have never painted, start with Watercolour for Beginners before joining the landscapes group.",
    faqs: [
      [
        "Which paper and paints should I buy?",
        "300 gsm cold-pressed paper makes the biggest difference. A student set of 12 colours is enough; the teacher sends a full list after the free class.",
      ],
      [
        "Can I paint from my own photos?",
        "Yes. Once the basics are in place, teachers help you turn your travel photos into paintings.",
      ],
      [
        "How big are the paintings?",
        "Usually A5 or A4, so a painting can be finished within the class.",
      ],
    ],
    trailers: ["Your first graded wash", "A monsoon street in watercolour"],
  },
  "digital-art": {
    whyUs: [
      [
        "Professional workflow",
        "Sketch, line art, flats, shading and lighting: the same steps illustrators use in studios, taught one layer at a time.",
      ],
      [
        "Screen-shared feedback",
        "You share your canvas and the teacher paints over a copy, so corrections are precise and nothing of yours is lost.",
      ],
    ],
    trial:
      "You set up a canvas and brushes with the teacher, sketch a simple character on one layer, ink it on another and add flat colours.",
    kit: "A tablet with a stylus (an iPad with Apple Pencil for Procreate, or a drawing tablet with free software such as Krita), and a charger.",
    basics: [
      [
        "Layers",
        "Keeping sketch, line art, colour and shading on separate layers means you can change any part without starting again.",
      ],
      [
        "Brushes and colour",
        "A few well-chosen brushes and a limited colour palette make digital art look professional faster than hundreds of presets.",
      ],
    ],
    quiz: [
      [
        "Do you have a tablet with a stylus?",
        "A stylus is needed for control; fingers are not enough.",
      ],
      ["Do you already draw on paper?", "Not required, but sketching skills transfer directly."],
      [
        "Would you like to make stickers, comics or posters?",
        "Projects are chosen to match what you enjoy.",
      ],
    ],
    ready:
      "You are ready. Charge your tablet and stylus and bring an idea for a character to the free class.",
    notReady:
      "Without a stylus tablet, start with Drawing & Sketching Basics on paper; the skills carry over when you switch.",
    faqs: [
      [
        "Do I need an iPad and Procreate?",
        "For the Procreate course, yes. The kids' course uses free apps that work on Android tablets, Chromebooks or computers with a drawing tablet.",
      ],
      [
        "Can I print my work?",
        "Yes. Teachers show how to export at print resolution for posters, stickers and greeting cards.",
      ],
      [
        "Is digital art easier than painting?",
        "It is more forgiving, thanks to undo and layers, but the same skills of drawing, colour and light still matter.",
      ],
    ],
    trailers: ["From sketch to flat colours", "Lighting a portrait with layers"],
  },
  calligraphy: {
    whyUs: [
      [
        "Stroke by stroke",
        "Upstrokes, downstrokes, ovals and loops are drilled before letters, so every letter you learn looks consistent.",
      ],
      [
        "Projects you can use",
        "Greeting cards, quotes, name tags and journal headers turn practice sheets into things you are proud to give away.",
      ],
    ],
    trial:
      "You learn how to hold the pen at the right angle, practise thin upstrokes and thick downstrokes, and write your first word in modern calligraphy.",
    kit: "A brush pen (such as Tombow Fudenosuke) or a fine felt pen for children, smooth paper or a layout pad, and the practice sheets we send.",
    basics: [
      [
        "Pressure control",
        "Light pressure on the way up and firm pressure on the way down creates the thick-and-thin look of calligraphy.",
      ],
      [
        "Spacing and rhythm",
        "Even slant and spacing between letters make a word look beautiful even before the letters are perfect.",
      ],
    ],
    quiz: [
      [
        "Do you have a brush pen or felt pen?",
        "We recommend one in the free class before you buy a set.",
      ],
      ["Do you enjoy slow, calm activities?", "Calligraphy rewards patience and is very relaxing."],
      ["Would you like neater everyday handwriting?", "Stroke practice improves it noticeably."],
    ],
    ready: "You will enjoy this. Keep any pen and smooth paper ready for the free class.",
    notReady:
      "For a child whose main need is neat school handwriting, Handwriting & Calligraphy for Kids is the better fit.",
    faqs: [
      [
        "Brush pen or dip pen?",
        "We start with brush pens because they are clean and forgiving. Dip pens can come later for pointed-pen styles.",
      ],
      [
        "Can left-handers learn calligraphy?",
        "Yes. Teachers adjust the paper angle and pen grip for left-handed learners.",
      ],
      [
        "Will this improve my child's school handwriting?",
        "Yes. The children's course focuses on grip, letter formation and spacing, which carry straight into school work.",
      ],
    ],
    trailers: ["Thick and thin strokes", "Lettering a birthday card"],
  },
};

export const ART_REVIEWS: Record<string, readonly [Review, Review]> = {
  "drawing-and-sketching-basics": [
    [
      "Pallavi S.",
      "Learner, 29, Mumbai",
      "I was sure I could not draw. Three months later I have a sketchbook of still lifes I am proud of, and my first portrait.",
    ],
    [
      "Michael B.",
      "Learner, 52, Sydney",
      "The observation exercises changed how I look at everything. My teacher's overlays on my drawings are incredibly helpful.",
    ],
  ],
  "doodle-to-drawing-art-for-kids": [
    [
      "Rashmi A.",
      "Parent of Aarav, 6",
      "The themes are wonderful: jungle week was Aarav's favourite. His drawings have gone from scribbles to lions with manes.",
    ],
    [
      "Jyoti M.",
      "Parent of Sia, 8",
      "Sia's confidence has grown so much. She now fills a notebook every week and her fine motor skills have improved at school.",
    ],
  ],
  "watercolour-for-beginners": [
    [
      "Uma K.",
      "Retired teacher, Mysuru",
      "I finish a small painting every class, and my washes no longer turn muddy. These classes are the highlight of my week.",
    ],
    [
      "Sameer D.",
      "Learner, 37, Gurugram",
      "Great for stress relief after work. The teacher explains exactly how much water to use, which was my biggest problem.",
    ],
  ],
  "watercolour-landscapes": [
    [
      "Fatima Z.",
      "Learner, 44, Dubai",
      "Painting the Kerala backwaters at dusk with the group was magical. The live demonstrations are easy to follow.",
    ],
    [
      "Neil C.",
      "Learner, 61, Pune",
      "I now paint from my trekking photos. The teacher's tips on skies and mountains were worth the whole course.",
    ],
  ],
  "digital-illustration-with-procreate": [
    [
      "Tanya R.",
      "Graphic design student, Delhi",
      "I finally understand layers and blend modes. My portfolio piece got me an internship at a design studio.",
    ],
    [
      "Aditi P.",
      "Learner, 23, Bengaluru",
      "The step-by-step workflow made my illustrations look so much cleaner. Screen-shared feedback is excellent.",
    ],
  ],
  "digital-art-for-kids": [
    [
      "Nitin S.",
      "Parent of Aryan, 11",
      "Aryan made a sticker set of his pets and we printed them. He spends screen time creating now, not just watching.",
    ],
    [
      "Leena F.",
      "Parent of Mira, 9",
      "The comic strip project was Mira's favourite. The teacher keeps the group lively and makes sure every child gets help.",
    ],
  ],
  "brush-lettering-and-modern-calligraphy": [
    [
      "Sonal T.",
      "Learner, 31, Ahmedabad",
      "I lettered all the place cards for my sister's wedding. The stroke drills felt slow at first but they made everything click.",
    ],
    [
      "Grace L.",
      "Learner, 27, Singapore",
      "Relaxing and rewarding. My journal headers look like the ones I used to admire online.",
    ],
  ],
  "handwriting-and-calligraphy-for-kids": [
    [
      "Preeti N.",
      "Parent of Advik, 9",
      "Advik's teacher at school noticed his neater handwriting within a month. The ten-minute daily exercises are very doable.",
    ],
    [
      "Sarah K.",
      "Parent of Noor, 11, Doha",
      "Noor loves the calligraphy projects and her cursive is now joined and even. A calm and encouraging teacher.",
    ],
  ],
};
