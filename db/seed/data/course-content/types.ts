/** A [title, body] pair: one section item of a course page. */
export type Item = readonly [title: string, body: string];

/** A review: who wrote it, who they are, and what they said. */
export type Review = readonly [author: string, context: string, body: string];

/**
 * What the course pages of one subject say. Both courses of the subject share it; the builder in
 * ../course-content.ts adds what depends on the course itself (ages, group or one-to-one, reviews).
 */
export interface SubjectContent {
  /** Two reasons to learn this subject with us. */
  whyUs: readonly [Item, Item];
  /** What the free trial class covers. */
  trial: string;
  /** What a learner needs at home. */
  kit: string;
  /** Two short explainers of the subject's foundations. */
  basics: readonly [Item, Item];
  /** Self-check questions, each with a hint: [question, hint]. */
  quiz: readonly [Item, Item, Item];
  /** Shown when the self-check says the course fits. */
  ready: string;
  /** Shown when it does not fit yet. */
  notReady: string;
  /** Questions parents and learners ask about this subject: [question, answer]. */
  faqs: readonly [Item, Item, Item];
  /** Titles of the trailer videos. */
  trailers: readonly [string, string];
}
