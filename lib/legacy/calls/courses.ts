import { call, planned } from "../define";
import type { LegacyCall } from "../types";

/** Course lists, course pages and their content (spec 2 and 3 section 7). */
export const COURSE_CALLS: LegacyCall[] = [
  call("POST", "site", "load_courses", "2 §7", "Courses by stream, type and age.", planned(4)),
  call("POST", "site", "load_popular_courses", "2 §7", "Popular courses of a stream.", planned(4)),
  call("GET", "v1", "get-popular-courses", "2 §7", "Popular courses, versioned.", planned(4)),
  call("GET", "site", "get_trailer_video/{id}", "2 §7", "Trailer videos of a course.", planned(4)),
  call("POST", "site", "updateAgeSession", "2 §7", "Remember the learner's age.", planned(4)),
  call("POST", "site", "get-all-online-courses", "3 §7", "Online courses, 6 per page.", planned(4)),
  call("POST", "site", "get-recomended-courses", "3 §7", "Recommended courses.", planned(4)),
  call("POST", "site", "get-faq-courses", "3 §7", "FAQ of a course.", planned(4)),
  call("POST", "site", "get-teacher-bio", "3 §7", "Bios of a course's teachers.", planned(4)),
  call(
    "POST",
    "site",
    "get-course-unit-or-chapters",
    "3 §7",
    "Sections of a course page.",
    planned(4),
  ),
];
