import type { Review, SubjectContent } from "./types";

export const LANGUAGES_SUBJECTS: Record<string, SubjectContent> = {
  "spoken-english": {
    whyUs: [
      [
        "Speak for most of the class",
        "Learners speak for at least two thirds of every class, in role plays built on the situations they actually face.",
      ],
      [
        "Pronunciation coaching",
        "Teachers work on the sounds, stress and intonation that make speech clear, without trying to erase your accent.",
      ],
    ],
    trial:
      "You have a relaxed conversation with the teacher, who notes your strengths and the three things that would help you most, then practises one of them with you.",
    kit: "A phone or laptop with a good microphone or earphones, and a quiet place to speak freely.",
    basics: [
      [
        "Fluency before perfection",
        "Speaking often, with small corrections, builds fluency faster than waiting until every sentence is perfect.",
      ],
      [
        "Useful phrases",
        "Ready-made phrases for meetings, calls and small talk let you respond quickly while grammar catches up.",
      ],
    ],
    quiz: [
      [
        "Do you understand English but hesitate to speak?",
        "That is exactly who this course is for.",
      ],
      [
        "Is there a situation you want to prepare for?",
        "An interview, a presentation or a visa interview can shape your lessons.",
      ],
      [
        "Can you speak for 10 minutes a day outside class?",
        "Teachers give simple daily speaking tasks.",
      ],
    ],
    ready:
      "You are ready to start speaking. The free class is a friendly conversation, with no test.",
    notReady:
      "If reading and writing are the bigger need, English Grammar Essentials may be the better first course.",
    faqs: [
      [
        "Will I lose my accent?",
        "The goal is clear, confident English, not a different accent. Teachers work only on the sounds that affect understanding.",
      ],
      [
        "Can you help me prepare for job interviews?",
        "Yes. Mock interviews with feedback are a regular part of the course for working learners.",
      ],
      [
        "How soon will I feel more confident?",
        "Most learners notice a difference within four to six weeks of two classes a week.",
      ],
    ],
    trailers: ["A mock interview class", "Small talk without stress"],
  },
  french: {
    whyUs: [
      [
        "Speaking from the first class",
        "Greetings, introductions and everyday phrases from day one, with grammar introduced when you need it to say more.",
      ],
      [
        "Certified teachers",
        "Teachers hold DELF or DALF certificates or teaching qualifications and know the CEFR levels well.",
      ],
    ],
    trial:
      "You learn to greet, introduce yourself and ask simple questions in French, and practise the sounds that English speakers find tricky, like the French 'r'.",
    kit: "A notebook, headphones with a microphone and a free dictionary app such as WordReference.",
    basics: [
      [
        "Gender and articles",
        "Every French noun is masculine or feminine, which changes the article and adjectives. We learn them with the word from the start.",
      ],
      [
        "Present tense verbs",
        "Être, avoir, aller and regular -er verbs let you talk about yourself and your day within a few weeks.",
      ],
    ],
    quiz: [
      [
        "Are you new to French or at A1 level?",
        "The beginners' course starts from zero; the DELF course needs A2 basics.",
      ],
      [
        "Do you have an exam or a trip planned?",
        "Tell your teacher: lessons are planned around it.",
      ],
      [
        "Can you practise 15 minutes a day?",
        "Short daily practice with an app or flashcards helps a lot.",
      ],
    ],
    ready:
      "You are ready for French. In the free class you will hold your first short conversation.",
    notReady:
      "If you are aiming for DELF but are still a complete beginner, start with French for Beginners (A1) first.",
    faqs: [
      [
        "Which CEFR level will I reach?",
        "French for Beginners covers A1 in about 40 hours of classes. The DELF course targets A2 or B1, depending on your starting level.",
      ],
      [
        "Do you follow the school French syllabus?",
        "Teachers can support CBSE, ICSE and IGCSE French alongside the course; mention it in the free class.",
      ],
      [
        "Do you help with DELF registration?",
        "We explain the exam dates, centres and format; registration is done directly with the Alliance Française or exam centre.",
      ],
    ],
    trailers: ["Your first French conversation", "Inside a DELF oral mock test"],
  },
  spanish: {
    whyUs: [
      [
        "Latin American and Spanish accents",
        "Teachers from Spain and Latin America help you understand both, with your choice of which to speak.",
      ],
      [
        "Conversation-led lessons",
        "Grammar comes from what you want to say in each conversation, so it sticks.",
      ],
    ],
    trial:
      "You practise Spanish pronunciation, introduce yourself, count to twenty and order food in a short role play with the teacher.",
    kit: "Headphones with a microphone, a notebook and a flashcard app such as Anki or Quizlet.",
    basics: [
      [
        "Pronunciation",
        "Spanish is spoken as it is written. Once you know the five vowels and a few consonants, you can read any word aloud.",
      ],
      [
        "Ser and estar",
        "Spanish has two verbs for 'to be'. Learning when to use each is one of the first milestones.",
      ],
    ],
    quiz: [
      [
        "Can you already hold a basic conversation in Spanish?",
        "If yes, Conversational Spanish is your course; if not, start with the beginners' group.",
      ],
      ["Are you learning for travel, work or exams?", "Lessons are shaped around your goal."],
      [
        "Do you enjoy speaking in a group?",
        "Group classes are lively; one-to-one classes suit shy beginners.",
      ],
    ],
    ready: "You are ready for Spanish. Come to the free class ready to say hola.",
    notReady:
      "If you cannot yet introduce yourself in Spanish, Spanish for Beginners is the right first step before conversation classes.",
    faqs: [
      [
        "Which Spanish do you teach: Spain or Latin America?",
        "Both are understood everywhere. Tell us your preference and we match you with a teacher who speaks that variety.",
      ],
      [
        "Can you prepare me for the DELE exam?",
        "Yes. After A2, teachers can follow the DELE format with mock tests.",
      ],
      [
        "How many learners are in a group?",
        "At most six, so everyone speaks a lot in every class.",
      ],
    ],
    trailers: ["Ordering tapas in Spanish", "A conversation class in action"],
  },
  hindi: {
    whyUs: [
      [
        "Made for children abroad",
        "Classes are timed for evenings in the UK, Middle East, Singapore and North America, and built for children who hear Hindi at home but answer in English.",
      ],
      [
        "Script made simple",
        "Devanagari is taught letter family by letter family, with matras added step by step, so reading comes quickly.",
      ],
    ],
    trial:
      "Your child learns a Hindi rhyme, talks about their favourite things in Hindi with the teacher's help and writes the first letters of Devanagari.",
    kit: "A notebook with broad lines, a pencil, and the free worksheets we send before each class.",
    basics: [
      [
        "Vowels, consonants and matras",
        "Hindi's letters follow a logical order by sound. Matras attach vowel sounds to consonants, which unlocks reading.",
      ],
      [
        "Everyday conversation",
        "Family, food, festivals and school: the topics children talk about at home are the first ones we practise.",
      ],
    ],
    quiz: [
      [
        "Does your child understand some Hindi at home?",
        "Great: we build on what they already hear.",
      ],
      [
        "Would you like your child to read and write Devanagari?",
        "Both courses teach the script; the reading course goes further.",
      ],
      ["Are you outside India?", "Batches are scheduled for your local evening."],
    ],
    ready:
      "This course is a good fit. In the free class your child will speak, sing and write in Hindi.",
    notReady:
      "If your child already speaks Hindi fluently and needs school syllabus support, Hindi Reading & Writing is the better choice.",
    faqs: [
      [
        "My child does not speak any Hindi. Can they join?",
        "Yes. Teachers start with listening and simple phrases, and the children's course is paced for complete beginners too.",
      ],
      [
        "Do you cover the CBSE and ICSE Hindi syllabus?",
        "Hindi Reading & Writing follows the school syllabus on request, including grammar (vyakaran) and comprehension.",
      ],
      [
        "What time are classes for families abroad?",
        "Batches run in the evening for the UK, Gulf, Singapore and North American time zones; times are shown in your own zone when booking.",
      ],
    ],
    trailers: ["Hindi through rhymes and stories", "Reading your first Hindi words"],
  },
  german: {
    whyUs: [
      [
        "Ready for study and work in Germany",
        "Teachers prepare many students for university and job moves, and add the vocabulary those situations need.",
      ],
      [
        "Grammar with a system",
        "Cases and word order are taught with clear tables and patterns, then practised until they feel natural.",
      ],
    ],
    trial:
      "You introduce yourself in German, learn the numbers and the time, and practise the sounds of 'ü', 'ö' and 'ch' with the teacher.",
    kit: "Headphones with a microphone, a notebook and the free Goethe-Institut practice materials we share.",
    basics: [
      [
        "Word order",
        "In German the verb comes second in a statement and moves to the end in a subordinate clause. This one rule explains many sentences.",
      ],
      [
        "Cases",
        "Nominative, accusative and dative change articles and endings. We learn them step by step with common verbs.",
      ],
    ],
    quiz: [
      [
        "Are you planning to study or work in Germany?",
        "Tell your teacher: we focus on the vocabulary you will need.",
      ],
      [
        "Do you already know some German?",
        "A1 starts from zero; the Goethe course expects A1 or A2 basics.",
      ],
      ["Do you have an exam date?", "The preparation plan is built back from it."],
    ],
    ready:
      "You are ready to begin. In the free class you will have your first short conversation in German.",
    notReady:
      "If you are preparing for the Goethe exam but are still new to German, start with German for Beginners (A1).",
    faqs: [
      [
        "How long does it take to reach B1?",
        "Typically 300 to 400 hours of study including practice, or about 9 to 12 months with three classes a week.",
      ],
      [
        "Is this enough for a German student visa?",
        "Many universities and visa categories ask for A1 to B1. The course prepares you for the Goethe-Zertifikat, which is widely accepted.",
      ],
      [
        "Do you run mock Goethe exams?",
        "Yes. The exam course includes weekly mock speaking tests and full mock exams before your test date.",
      ],
    ],
    trailers: ["Your first German conversation", "A Goethe speaking mock test"],
  },
};

export const LANGUAGES_REVIEWS: Record<string, readonly [Review, Review]> = {
  "spoken-english-for-confidence": [
    [
      "Manish K.",
      "Operations manager, Indore",
      "I used to stay quiet in client calls. After two months of role plays I led a full project review in English.",
    ],
    [
      "Divya S.",
      "Job seeker, 24, Coimbatore",
      "The mock interviews were exactly what I needed. I cleared my interview at an IT company last week.",
    ],
  ],
  "spoken-english-and-phonics-for-kids": [
    [
      "Sunita R.",
      "Parent of Yash, 6",
      "Yash now blends sounds and reads simple books on his own. The songs and games keep him happy for the whole class.",
    ],
    [
      "Ahmed S.",
      "Parent of Hiba, 10, Riyadh",
      "Hiba gave her first speech at school assembly without notes. Show-and-tell in class really built her confidence.",
    ],
  ],
  "french-for-beginners-a1": [
    [
      "Ritika M.",
      "Learner, 22, Pune",
      "I spoke French from the first class, which I never expected. I can now order food and chat about my day confidently.",
    ],
    [
      "John P.",
      "Learner, 45, Bengaluru",
      "Preparing for a posting in Lyon, and the course has been practical and fun. The teacher explains grammar only when it helps.",
    ],
  ],
  "delf-a2-b1-exam-preparation": [
    [
      "Sneha J.",
      "Student, 19",
      "I passed DELF B1 with 78 out of 100. The mock oral exams made the real one feel easy.",
    ],
    [
      "Arvind N.",
      "Learner, 35, Toronto",
      "My teacher planned everything around my exam date and my weak listening. I passed A2 on the first attempt.",
    ],
  ],
  "spanish-for-beginners": [
    [
      "Kavita L.",
      "Learner, 29, Mumbai",
      "A lively group and a brilliant teacher from Madrid. I used my Spanish on a trip to Barcelona and people understood me.",
    ],
    [
      "Rohan B.",
      "Student, 16",
      "Learning through role plays is so much better than copying tables. Ser and estar finally make sense.",
    ],
  ],
  "conversational-spanish": [
    [
      "Laura M.",
      "Learner, 31, Chicago",
      "Exactly what I needed to get past the beginner plateau. We talk about films and travel and I pick up new words every class.",
    ],
    [
      "Nikhil A.",
      "Sales lead, Gurugram",
      "I handle Latin American clients now. My teacher prepared me for real calls and email vocabulary.",
    ],
  ],
  "hindi-for-kids-growing-up-abroad": [
    [
      "Priya S.",
      "Parent of Ishan, 7, London",
      "Ishan finally answers his grandparents in Hindi on video calls. The evening batch fits perfectly after school.",
    ],
    [
      "Rakesh G.",
      "Parent of Anika, 9, Dallas",
      "The festival stories and rhymes make Anika proud of her roots. She reads simple Hindi words now.",
    ],
  ],
  "hindi-reading-and-writing": [
    [
      "Alka V.",
      "Parent of Tanishq, 11",
      "Tanishq's matras were always wrong. His teacher fixed them systematically and his school Hindi marks have gone up.",
    ],
    [
      "Mark T.",
      "Learner, 38, Melbourne",
      "I married into a Hindi-speaking family and wanted to read properly. I can now read short stories and WhatsApp messages.",
    ],
  ],
  "german-for-beginners-a1": [
    [
      "Shruti D.",
      "Engineering student, Chennai",
      "Preparing for a master's in Germany. The teacher's tables for cases and word order made German grammar logical.",
    ],
    [
      "Vivek R.",
      "Learner, 33, Hyderabad",
      "Small group, lots of speaking, and homework that does not take forever. I passed my A1 exam comfortably.",
    ],
  ],
  "goethe-a2-b1-exam-preparation": [
    [
      "Neha P.",
      "Nurse, Kochi",
      "I needed B1 for my job in Germany and passed all four modules. The weekly speaking mocks made all the difference.",
    ],
    [
      "Aditya M.",
      "Student, 21",
      "Targeted practice on Schreiben improved my score a lot. My tutor knew the exam format inside out.",
    ],
  ],
};
