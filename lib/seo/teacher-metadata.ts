import type { Metadata } from "next";
import { clampDescription, shareMetadata } from "./share-metadata";

export interface TeacherMetadataInput {
  firstName: string;
  lastName: string;
  headline: string;
  stream: string;
  primarySubjects: string[];
  experienceYears: number;
}

/** Metadata of a teacher's public page, with the photo as the share image when there is one. */
export function teacherMetadata(
  t: TeacherMetadataInput,
  path: string,
  imagePath: string | null,
): Metadata {
  const name = `${t.firstName} ${t.lastName}`.trim();
  const subject = t.primarySubjects[0] ?? t.stream;
  return shareMetadata({
    title: `${name} · ${subject} teacher`,
    description: clampDescription(
      `${sentence(t.headline)} ${subject} teacher with ${t.experienceYears} years of experience. Book a free demo class online.`,
    ),
    path,
    type: "profile",
    profile: { firstName: t.firstName, lastName: t.lastName },
    image: imagePath ? { url: imagePath, alt: `Photo of ${name}` } : null,
  });
}

const sentence = (text: string) => {
  const t = text.trim();
  return !t || /[.!?]$/.test(t) ? t : `${t}.`;
};
