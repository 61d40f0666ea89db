/** What scheduling from a pack and rescheduling say (wording ours). */
export const PACK_SCHEDULE_MESSAGES = {
  title: "Schedule your classes",
  chooseTimes: "Choose one or two weekly times.",
  tooManyTimes: "Choose at most two weekly times.",
  countRange: "Choose between 1 and the classes left in your pack.",
  notEnoughLeft: (left: number) =>
    left === 0
      ? "Your pack has no classes left to schedule. Please buy a new pack."
      : `Your pack has only ${left} ${left === 1 ? "class" : "classes"} left to schedule.`,
  noPack: "We could not find this pack in your account.",
  otherTeacher: "This pack is for classes with another teacher.",
  notTeacherTime: "This time is not one of the teacher's class times.",
  clashes: (dates: string[]) =>
    `The teacher is already booked on ${dates.join(", ")}. Please choose another weekly time.`,
  notEnoughDates: "The teacher has too few free dates at these times. Please add another time.",
  booked: (n: number) => `${n} ${n === 1 ? "class is" : "classes are"} booked.`,
  rescheduled: "Your class is moved. Your pack still has the same classes left.",
  rescheduleTooLate: (hours: number) =>
    `Classes can be moved free of charge up to ${hours} hours before they start. This class starts sooner.`,
  rescheduleSameTeacher: "A class can only be moved to another time of the same teacher.",
  rescheduleDemo: "A free demo cannot be moved. Please cancel it and book another one.",
} as const;
