import type { Metadata } from "next";
import { clampDescription, shareMetadata } from "./share-metadata";

export interface CourseMetadataInput {
  name: string;
  shortDescription: string;
  streamName: string;
  subjectName: string;
}

/**
 * Metadata of a course page /courses/{stream}/{course}: title, description, canonical URL, Open
 * Graph and Twitter card. Use from generateMetadata with the course of getCoursePage.
 */
export function courseMetadata(c: CourseMetadataInput, path: string): Metadata {
  return shareMetadata({
    title: `${c.name} · ${c.subjectName} classes online`,
    description: clampDescription(c.shortDescription),
    path,
  });
}
