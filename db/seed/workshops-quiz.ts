/**
 * Workshops and course quizzes for the demo (issue 23, decision 029). Every published course gets
 * two free workshops in the coming fortnight (a Saturday-morning taster with 12 seats and a
 * smaller follow-up with 6, 10:30 and 16:30 India time), and a five-question self-check quiz
 * whose "right" answers mean the course fits now (the last question is worth two marks).
 */
import { asc, eq } from "drizzle-orm";
import type { Db } from "../client";
import { courses, subjects } from "../schema/catalog";
import { quizQuestions } from "../schema/quiz";
import { workshops } from "../schema/workshops";

const DAY = 86_400_000;
const MINUTE = 60_000;
/** 10:30 and 16:30 in Asia/Kolkata, as minutes after 00:00 UTC. */
const IST_MORNING = 5 * 60;
const IST_AFTERNOON = 11 * 60;

/** The quiz of one course, in the words a parent reads on the course page. */
export function quizFor(course: { subjectName: string; ageMin: number; ageMax: number }) {
  const s = course.subjectName;
  return [
    {
      question: `How does the learner feel about ${s}?`,
      options: ["Curious and keen to start", "Not sure yet", "Not interested"],
      correctOption: 0,
      marks: 2,
    },
    {
      question: "Can the learner follow a 45-minute live class online?",
      options: ["Yes", "Not yet"],
      correctOption: 0,
      marks: 1,
    },
    {
      question: `Is the learner between ${course.ageMin} and ${course.ageMax} years old?`,
      options: ["Yes", "No"],
      correctOption: 0,
      marks: 1,
    },
    {
      question: `Can the learner practise ${s} for 15 minutes, three days a week?`,
      options: ["Yes", "Sometimes", "No"],
      correctOption: 0,
      marks: 1,
    },
    {
      question: "Is there a quiet place with a device, camera and microphone for class?",
      options: ["Yes", "No"],
      correctOption: 0,
      marks: 1,
    },
  ];
}

/** Rows of the workshop and quiz tables the seed writes. */
export async function countWorkshopQuizRows(db: Db) {
  return { workshops: await db.$count(workshops), quizQuestions: await db.$count(quizQuestions) };
}

export async function seedWorkshopsAndQuiz(tx: Db, now: Date) {
  const rows = await tx
    .select({
      id: courses.id,
      name: courses.name,
      subjectId: courses.subjectId,
      subjectName: subjects.name,
      ageMin: courses.ageMin,
      ageMax: courses.ageMax,
    })
    .from(courses)
    .innerJoin(subjects, eq(subjects.id, courses.subjectId))
    .where(eq(courses.isPublished, true))
    .orderBy(asc(courses.id));
  const today = Math.floor(now.getTime() / DAY) * DAY;
  // The next Saturday at least two days away (UTC date; 10:30 IST is the same date).
  const daysToSaturday = (6 - new Date(today).getUTCDay() + 7) % 7;
  const saturday = today + (daysToSaturday < 2 ? daysToSaturday + 7 : daysToSaturday) * DAY;
  const workshopRows = rows.flatMap((c, i) => {
    const first = new Date(saturday + IST_MORNING * MINUTE + (i % 2) * 90 * MINUTE);
    const second = new Date(saturday + 7 * DAY + IST_AFTERNOON * MINUTE);
    return [
      {
        courseId: c.id,
        title: `${c.subjectName} taster workshop`,
        description: `A free hour of ${c.subjectName} with games and a mini-performance at the end. No experience needed.`,
        startsAt: first,
        endsAt: new Date(first.getTime() + 60 * MINUTE),
        capacity: 12,
      },
      {
        courseId: c.id,
        title: `${c.name}: next steps`,
        description: `A small-group follow-up for learners who tried ${c.subjectName}: questions, tips and a practice plan.`,
        startsAt: second,
        endsAt: new Date(second.getTime() + 45 * MINUTE),
        capacity: 6,
      },
    ];
  });
  if (workshopRows.length > 0) await tx.insert(workshops).values(workshopRows);
  const questionRows = rows.flatMap((c) =>
    quizFor(c).map((q, sortOrder) => ({ courseId: c.id, subjectId: c.subjectId, sortOrder, ...q })),
  );
  if (questionRows.length > 0) await tx.insert(quizQuestions).values(questionRows);
  return { workshops: workshopRows.length, quizQuestions: questionRows.length };
}
