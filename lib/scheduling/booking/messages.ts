/** What booking answers say. Quoted strings are the specs' exact wording (spec 1 §8, spec 2 §5, §8). */
export const BOOKING_MESSAGES = {
  /** spec 1 §8 "Repeat demo". */
  repeatDemo: "You Had Already Booked Your Free Demo.",
  /** spec 1 §5. */
  subjectMandatory: "Subject Is Mandatory.",
  /** spec 2 §5: no slot chosen. */
  selectSlot: "Please select a preferred slot.",
  /** spec 2 §5: a full demo slot. */
  demoSlotFull: "This Demo Slot is full booked.please select another slot.",
  /** spec 2 §8: the demo booking failed for an unexpected reason. */
  demoFailure: "Someting is going wrong. Please try after sometime or contact us for more enquiry.",
  /** spec 1 §5: a preferred demo slot needs both. */
  preferredDateTime: "Please choose the correct date or time.",
  /** spec 1 §4 responseCode 201 (wording ours). */
  slotTaken: "This slot is already booked. Please choose another slot.",
  teacherNotApproved: "This teacher is not taking bookings yet. Please choose another teacher.",
  slotUnavailable: "This slot is not available on that date. Please choose another slot.",
  alreadyEnrolled: "You have already booked this class.",
  studentOverlap: "You already have another class at this time. Please choose another slot.",
  slotPast: "This class time has already passed. Please choose another slot.",
  wrongDate: "This slot does not run on the chosen date. Please choose another slot.",
  notDemoSlot: "This slot is not open for free demo classes.",
  demoOnlySlot: "This slot is for free demo classes only.",
  wrongSubject: "This teacher does not teach this subject.",
  wrongCourse: "This slot is not for this course.",
  demoBooked: "Your free demo class is booked.",
  classesBooked: "Your classes are booked.",
  /** A paid class needs an unused class of a pack of its subject (wording ours). */
  noClassesLeft: "You have no classes left. Please buy a pack to book paid classes.",
  studentCancelled: "Your class is cancelled.",
  teacherCancelled: "The class is cancelled and its students are told.",
  classStarted: "This class has already started and can no longer be cancelled.",
  alreadyCancelled: "This class is already cancelled.",
  classNotFound: "We could not find this class in your bookings.",
  notYourClass: "This class is not yours.",
  listsDiffer: "Every class needs both a timetable id and a date.",
  duplicatePair: "The same class is listed twice.",
  preferredSaved: "Thank you. We will get in touch to fix a demo time that suits you.",
  preferredPast: "Please choose a date and time in the future.",
} as const;
