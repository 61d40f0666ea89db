import type { Review, SubjectContent } from "./types";

export const MUSIC_SUBJECTS: Record<string, SubjectContent> = {
  guitar: {
    whyUs: [
      [
        "Songs from the very first week",
        "Every lesson is built around a song you chose, so chords and strumming are learnt in music you actually want to play, not in drills.",
      ],
      [
        "Teachers who watch your hands",
        "Your teacher asks for a second camera angle on your fretting hand and corrects thumb position and finger pressure before habits set in.",
      ],
    ],
    trial:
      "Your teacher checks how you hold the guitar, tunes it with you using a free tuner app and teaches a first chord and a simple strum, so you play something real in 40 minutes.",
    kit: "An acoustic or electric guitar (a 3/4 size for children under ten), a clip-on or phone tuner and a few plectrums.",
    basics: [
      [
        "Open chords",
        "E minor, G, C and D are the four chords behind hundreds of songs. Learning to change between them smoothly is the first big milestone.",
      ],
      [
        "Strumming and timing",
        "A steady down-up strum counted in fours keeps songs together. We practise with a metronome app from the first month.",
      ],
    ],
    quiz: [
      [
        "Is there a guitar at home?",
        "Any playable guitar is fine; we help you check the strings and the action.",
      ],
      [
        "Can you set aside 15 minutes on most days?",
        "Short, regular practice builds finger strength faster than one long weekend session.",
      ],
      [
        "Do you know which songs you would love to play?",
        "Tell your teacher: they shape the first lessons around them.",
      ],
    ],
    ready:
      "You have what it takes to start. Book the free class and bring a song you love: your teacher will show you the first chords of it.",
    notReady:
      "No guitar yet? Borrow one for the free class, or ask your teacher which beginner guitar to buy before you spend anything.",
    faqs: [
      [
        "Acoustic or electric guitar: which is better to start on?",
        "Either works. Acoustic guitars need a little more finger strength; electric guitars are easier to press but need an amplifier. Your teacher adapts the lessons to the instrument you have.",
      ],
      [
        "My fingertips hurt after practice. Is that normal?",
        "Yes, for the first two or three weeks. Practise in short sessions and the fingertips harden quickly. Your teacher also checks that your strings are not set too high.",
      ],
      [
        "Do I need to read music notation?",
        "No. We use chord charts and tabs, which you learn to read in the first few classes. Standard notation is optional and taught later if you want it.",
      ],
    ],
    trailers: ["Your first chords in 40 minutes", "Strumming patterns for pop songs"],
  },
  piano: {
    whyUs: [
      [
        "Reading music made simple",
        "We teach treble and bass clef step by step with landmark notes, so sight-reading becomes a skill rather than a hurdle.",
      ],
      [
        "Exam support when you want it",
        "Teachers are experienced with Trinity and ABRSM grades and can prepare you for an exam once the foundation is in place.",
      ],
    ],
    trial:
      "You learn to sit at the piano with a relaxed posture, find middle C, play a five-finger pattern with each hand and finish with a short piece using both hands.",
    kit: "A piano or a 61-key (ideally 88-key) keyboard with touch-sensitive keys, a stable stool at the right height and a music stand or tablet for the score.",
    basics: [
      [
        "Hand independence",
        "Playing different rhythms with each hand is the heart of the piano. We build it slowly with short exercises for each hand, then together.",
      ],
      [
        "Finger technique",
        "Curved fingers, a loose wrist and correct fingering make fast passages possible later. We check them in every lesson.",
      ],
    ],
    quiz: [
      [
        "Do you have a piano or a touch-sensitive keyboard?",
        "Weighted keys are best, but a touch-sensitive keyboard is enough to start.",
      ],
      [
        "Would you like to read sheet music?",
        "This course teaches reading from day one; if you only want to play by ear, the keyboard course may suit you better.",
      ],
      [
        "Can the learner practise 20 minutes most days?",
        "Young children can split it into two short sessions.",
      ],
    ],
    ready:
      "This course is a good fit. Book the free class and your teacher will plan the first month around your goals, pieces or exam.",
    notReady:
      "If you mainly want to play film songs by ear, try our keyboard courses first; you can switch to classical piano at any time.",
    faqs: [
      [
        "Can I learn piano on a keyboard?",
        "Yes, to begin with. A touch-sensitive keyboard with 61 keys is enough for the first year. For graded exams, an 88-key weighted instrument is recommended.",
      ],
      [
        "Will I be prepared for Trinity or ABRSM exams?",
        "If you wish. Once reading and technique are secure, your teacher follows the syllabus of the grade you choose and runs mock exams before the real one.",
      ],
      [
        "How long until I can play a real piece?",
        "Most learners play a short piece with both hands within the first month, and simple arrangements of well-known songs within three months.",
      ],
    ],
    trailers: ["Both hands together in the first class", "Reading music the easy way"],
  },
  keyboard: {
    whyUs: [
      [
        "Play the songs you love",
        "Your teacher turns the songs you choose into lessons: melody first, then chords, then the fills that make them sound complete.",
      ],
      [
        "Use the whole instrument",
        "You learn rhythms, styles, voices and auto-accompaniment, so a single keyboard sounds like a band.",
      ],
    ],
    trial:
      "You learn the layout of the keys, play a well-known melody with your right hand and add two left-hand chords with auto-accompaniment switched on.",
    kit: "A keyboard with at least 61 keys and a power adapter (a Casio or Yamaha portable keyboard is ideal), and a phone or laptop placed to show your hands.",
    basics: [
      [
        "Melody and chords",
        "The right hand plays the tune and the left hand plays chords. Learning major and minor chords in a few keys unlocks most popular songs.",
      ],
      [
        "Rhythms and styles",
        "Styles such as pop, waltz, bhangra and ballad turn your chords into a full arrangement. We teach how to pick and control them.",
      ],
    ],
    quiz: [
      [
        "Do you have a keyboard with 61 keys?",
        "Smaller keyboards run out of keys for two-handed songs.",
      ],
      [
        "Do you enjoy playing songs by ear?",
        "Keyboard lessons lean on listening; notation is taught only as far as you need it.",
      ],
      ["Can you practise 15 minutes a day?", "Little and often beats long weekend sessions."],
    ],
    ready:
      "You are ready to start. Bring a list of three songs you love to the free class and your teacher will pick the best first one.",
    notReady:
      "If you would rather learn classical pieces and read sheet music properly, our piano courses are a better first step.",
    faqs: [
      [
        "What is the difference between keyboard and piano lessons?",
        "Keyboard lessons focus on songs, chords and the instrument's rhythms and voices. Piano lessons focus on reading music, classical technique and pieces for two hands.",
      ],
      [
        "Which keyboard should I buy?",
        "A 61-key touch-sensitive keyboard from a known brand is plenty to start with. Ask your teacher in the free class before you buy.",
      ],
      [
        "Can I learn Bollywood and pop songs?",
        "Yes. Most of our keyboard learners start with film songs, and your teacher arranges them to your level.",
      ],
    ],
    trailers: ["Your first song with both hands", "Making a keyboard sound like a band"],
  },
  "carnatic-vocal": {
    whyUs: [
      [
        "Taught in the traditional sequence",
        "Sarali, janta and dhatu varisai, alankarams, geethams and varnams, in the order that builds a strong voice and sense of tala.",
      ],
      [
        "Gurus with a performing lineage",
        "Our teachers trained for years under established vidwans and still perform at sabhas and temple festivals.",
      ],
    ],
    trial:
      "Your teacher finds your sruti with an electronic tanpura app, teaches the first sarali varisai in the first speed and shows you how to keep adi tala with your hand.",
    kit: "A tanpura or sruti-box app on a phone or tablet, headphones for the class, and a notebook for the swaras.",
    basics: [
      [
        "Sruti alignment",
        "Singing exactly in tune with the tanpura is the first skill in Carnatic music. We check it in every class before anything else.",
      ],
      [
        "Tala and speeds",
        "Exercises are sung in first, second and third speed while keeping tala with the hand, which builds control and rhythm together.",
      ],
    ],
    quiz: [
      [
        "Can you sing a simple song in tune?",
        "You do not need training; your teacher helps you find your own pitch.",
      ],
      [
        "Are you comfortable keeping tala with your hand?",
        "If not, we teach it from the first class.",
      ],
      [
        "Have you learnt varisais before?",
        "The foundation course starts from the first sarali varisai; varnams need that base.",
      ],
    ],
    ready:
      "This course suits your level. In the free class your teacher will fix your sruti and plan your next lessons.",
    notReady:
      "If you already sing varnams in two speeds, ask about the Varnams & Kritis course instead; if you are completely new, start with the Foundation course.",
    faqs: [
      [
        "Do I need to know Tamil, Telugu or Sanskrit?",
        "No. Your teacher explains the meaning of each composition and writes the lyrics in English letters as well as the original script.",
      ],
      [
        "How do you teach Carnatic music online without the lag problem?",
        "We teach in call and response: the teacher sings a line, you repeat it. Singing together is avoided, so network delay does not matter.",
      ],
      [
        "Will I be able to perform?",
        "Students who practise regularly sing a geetham or varnam at our quarterly online student concerts within the first year.",
      ],
    ],
    trailers: ["Finding your sruti", "Sarali varisai in three speeds"],
  },
  "hindustani-vocal": {
    whyUs: [
      [
        "Riyaz that fits your day",
        "A 20-minute daily riyaz routine designed with you: alankars, breath work and a raga phrase, so progress continues between classes.",
      ],
      [
        "Ragas through songs you know",
        "Every raga is introduced with a film song or bhajan based on it, so its mood makes sense before you learn its rules.",
      ],
    ],
    trial:
      "Your teacher helps you find your Sa with a tanpura, sings a few alankars with you in call and response and introduces the first phrases of raga Yaman.",
    kit: "A tanpura app (or an electronic tanpura), headphones, and a quiet corner where you can sing freely.",
    basics: [
      [
        "Sa and the tanpura",
        "Everything in Hindustani music is sung against a steady drone. Learning to hear and hold your Sa is the first skill.",
      ],
      [
        "Alankars and ragas",
        "Alankars train your voice to move cleanly between notes. Ragas then give those notes a mood, a shape and rules for how to move.",
      ],
    ],
    quiz: [
      [
        "Do you enjoy singing along to film songs or bhajans?",
        "That is the best starting point; no training is needed.",
      ],
      ["Can you sing for 20 minutes most days?", "Regular riyaz matters more than talent."],
      [
        "Would you like to understand ragas, not only songs?",
        "This course explains the raga behind each song you learn.",
      ],
    ],
    ready:
      "You are ready to start your riyaz. In the free class your teacher will find your scale and give you your first routine.",
    notReady:
      "If you would rather sing devotional and semi-classical songs without classical exercises, the Bhajans & Light Classical group may suit you better.",
    faqs: [
      [
        "Is my voice good enough for classical music?",
        "Almost every voice can be trained. Your teacher works with your natural range and builds it slowly with alankars and breath exercises.",
      ],
      [
        "Which ragas will I learn first?",
        "Usually Yaman, Bhupali and Bhairav, because their phrases are easy to recognise and appear in many songs.",
      ],
      [
        "Can you prepare me for Gandharva or Prayag exams?",
        "Yes. Several teachers prepare students for the Akhil Bharatiya Gandharva Mahavidyalaya and Prayag Sangeet Samiti exams.",
      ],
    ],
    trailers: ["Finding your Sa", "Raga Yaman in a film song"],
  },
  tabla: {
    whyUs: [
      [
        "Clean strokes from the start",
        "Your teacher asks for a side camera view and corrects hand position stroke by stroke, so the sound is clear and practice is never wasted.",
      ],
      [
        "Padhant before playing",
        "Reciting bols before playing them builds a secure sense of laya that makes every new theka easier.",
      ],
    ],
    trial:
      "You learn how to sit with the tabla and dagga, play the strokes Na and Ge cleanly and recite and play the first line of Teentaal.",
    kit: "A tabla set with rings (guddi), a small hammer for tuning, and a phone placed to the side so your teacher can see both hands.",
    basics: [
      [
        "The bols",
        "Na, Tin, Ta, Ge, Ke and their combinations are the alphabet of tabla. Each has a precise finger and hand position.",
      ],
      [
        "Thekas and talas",
        "A theka is the basic pattern of a tala: Teentaal has 16 beats, Dadra 6 and Keherwa 8. They accompany almost all Indian music.",
      ],
    ],
    quiz: [
      [
        "Is there a tabla set at home?",
        "A student set is fine; your teacher helps you tune it in the first class.",
      ],
      [
        "Can you sit cross-legged for half an hour?",
        "A low cushion helps; we show a comfortable posture.",
      ],
      [
        "Do you enjoy rhythm games and clapping along?",
        "That is the best sign you will enjoy tabla.",
      ],
    ],
    ready:
      "You have everything you need. Book the free class and your teacher will start with clean strokes and your first theka.",
    notReady:
      "No tabla yet? Start with the free class anyway: your teacher can teach padhant and rhythm on a table top and advise on buying a set.",
    faqs: [
      [
        "Does the tabla need to be tuned for every class?",
        "Yes, briefly. Your teacher shows you how to tune the dayan to your reference note with the hammer; it takes a minute once you know how.",
      ],
      [
        "Can online classes really teach tabla technique?",
        "Yes, with a side camera angle. Teachers watch finger placement closely and slow strokes down so they can hear and see every detail.",
      ],
      [
        "Will I learn to accompany singers?",
        "Later in the course you accompany recorded bhajans and light classical songs in Keherwa and Dadra.",
      ],
    ],
    trailers: ["Na, Tin and your first theka", "Teentaal with padhant"],
  },
};

export const MUSIC_REVIEWS: Record<string, readonly [Review, Review]> = {
  "guitar-for-beginners": [
    [
      "Karthik R.",
      "Software engineer, Bengaluru",
      "I had tried YouTube for a year and never got past the first two chords. In six weeks with my teacher I can play three full songs and my chord changes finally sound clean.",
    ],
    [
      "Anita D.",
      "Learner, 34, Pune",
      "The practice plan after each class made all the difference. Fifteen minutes a day and I played 'Tum Hi Ho' at my sister's engagement.",
    ],
  ],
  "guitar-for-kids": [
    [
      "Sneha P.",
      "Parent of Vihaan, 9",
      "Vihaan looks forward to his batch every Saturday. The rhythm games keep him busy, and he played his first song for his grandparents after a month.",
    ],
    [
      "Rahul M.",
      "Parent of Myra, 11",
      "Only four children in the batch, so the teacher really notices when Myra's fingers slip. Her confidence has grown a lot.",
    ],
  ],
  "piano-foundation": [
    [
      "Deepa S.",
      "Learner, 41, Chennai",
      "I always wanted to read music. My teacher's landmark-note method finally made the bass clef click, and I am now working towards Trinity Grade 2.",
    ],
    [
      "Arjun K.",
      "Student, 16",
      "Hands-together pieces felt impossible at first, but the slow-practice method worked. I played Für Elise at our school annual day.",
    ],
  ],
  "piano-for-young-learners": [
    [
      "Nisha V.",
      "Parent of Aadya, 6",
      "Aadya's lessons are full of finger games and stickers. She now recognises notes on the page and plays little tunes by herself.",
    ],
    [
      "Imran S.",
      "Parent of Zoya, 8",
      "The teacher is very patient and keeps each activity short. Zoya practises without being asked, which never happened before.",
    ],
  ],
  "keyboard-for-beginners": [
    [
      "Suresh N.",
      "Retired banker, Hyderabad",
      "At 62 I was worried I would be too slow for a group, but the teacher gave everyone time. I play old Kishore Kumar songs for my family now.",
    ],
    [
      "Priya G.",
      "Learner, 15",
      "Learning chords and rhythms together made the keyboard sound amazing quickly. The group sessions are fun and relaxed.",
    ],
  ],
  "keyboard-bollywood-songs": [
    [
      "Rohit T.",
      "Learner, 28, Delhi",
      "I gave my teacher a list of ten songs and we have already done six. Learning the interludes is what makes them sound like the film versions.",
    ],
    [
      "Meenal J.",
      "Parent of Ishita, 13",
      "Ishita picks a new Arijit Singh song every month. She has learnt more chords this way than in two years of classes before.",
    ],
  ],
  "carnatic-vocal-foundation": [
    [
      "Lakshmi R.",
      "Parent of Sanjana, 8",
      "Our guru is strict about sruti in the best way. Sanjana now sings the alankarams in three speeds and keeps tala confidently.",
    ],
    [
      "Venkat S.",
      "Learner, 45, Singapore",
      "I restarted Carnatic music after 25 years. The call-and-response method works very well online, and the class timing suits Singapore evenings.",
    ],
  ],
  "carnatic-vocal-varnams-and-kritis": [
    [
      "Harini K.",
      "Student, 17",
      "I learnt two ata tala varnams and my first Dikshitar kriti this term. The kalpana swaram exercises have made me much more confident on stage.",
    ],
    [
      "Padma V.",
      "Learner, 38, Dubai",
      "My teacher explains the meaning and the raga bhava of every kriti. I sang at our community Navaratri concert for the first time.",
    ],
  ],
  "hindustani-vocal-beginners": [
    [
      "Ananya B.",
      "Learner, 26, Kolkata",
      "The 20-minute riyaz routine is realistic even with my office hours. My voice is steadier and I can finally hold my Sa.",
    ],
    [
      "Gaurav P.",
      "Parent of Aarohi, 12",
      "Learning Yaman through a film song was a lovely idea. Aarohi now hums alankars around the house.",
    ],
  ],
  "bhajans-and-light-classical": [
    [
      "Kamala I.",
      "Learner, 58, Mumbai",
      "I sing at our satsang every week and the group has improved my breath control enormously. The teacher explains the raga behind every bhajan.",
    ],
    [
      "Ritu A.",
      "Learner, 33, Toronto",
      "A warm, friendly group. Learning two bhajans a month is the right pace, and the evening batch fits Toronto time.",
    ],
  ],
  "tabla-for-beginners": [
    [
      "Siddharth M.",
      "Learner, 30, Pune",
      "The side-camera setup felt odd at first but my teacher corrected my Tin stroke in the first week. My Teentaal is clean now.",
    ],
    [
      "Farah Q.",
      "Parent of Kabir, 10",
      "Kabir practises padhant on the dining table before every class. His teacher is patient and very precise.",
    ],
  ],
  "tabla-for-kids": [
    [
      "Pooja H.",
      "Parent of Arnav, 7",
      "Call-and-response games keep Arnav completely engaged. He proudly played Keherwa along with a bhajan at home.",
    ],
    [
      "Manoj L.",
      "Parent of Tara, 9",
      "Small batches and a lot of rhythm fun. Tara's counting and concentration have improved at school too.",
    ],
  ],
};
