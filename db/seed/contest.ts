/**
 * Demo contests (issue 21): an open "music" talent hunt (/music-stars) with 8 approved entries and
 * one pending, public votes on them (votes from one network in a few minutes make a burst the
 * admin view flags), a music campaign with teacher ratings, the six streaming subjects and two
 * approved streaming posts. The entries' pictures are real PNGs written to the app's storage
 * (stripped WebP variants as uploads get), so the stars page shows them.
 */
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "../client";
import {
  campaignRatings,
  contestEntries,
  contests,
  publicVotes,
  streamingPosts,
  streamingSubjects,
  streamRegistrations,
  voteAudit,
} from "../schema/contest";
import { media, mediaQuota } from "../schema/media";
import { newLibraryKey, variantKey } from "../../lib/media/keys";
import { authSecret } from "../../lib/auth/secret";
import type { MediaStorage } from "../../lib/media/storage";
import { seedStorage } from "./media";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const ENTRIES = [
  { name: "Anaya", age: 9, category: "Singing", colour: "#8e24aa", votes: 14 },
  { name: "Kabir", age: 11, category: "Instrument", colour: "#1565c0", votes: 11 },
  { name: "Meera", age: 7, category: "Dance", colour: "#c62828", votes: 9 },
  { name: "Vihaan", age: 12, category: "Instrument", colour: "#2e7d32", votes: 7 },
  { name: "Ira", age: 8, category: "Art", colour: "#ef6c00", votes: 6 },
  { name: "Reyansh", age: 10, category: "Singing", colour: "#00838f", votes: 4 },
  { name: "Saanvi", age: 6, category: "Dance", colour: "#ad1457", votes: 3 },
  { name: "Arjun", age: 13, category: "Other", colour: "#4e342e", votes: 1 },
] as const;

const SUBJECTS = [
  { category: 98, name: "Drawing and painting" },
  { category: 69, name: "Singing" },
  { category: 57, name: "Guitar" },
  { category: 85, name: "Keyboard" },
  { category: 204, name: "Dance" },
  { category: 205, name: "Creative writing" },
] as const;

async function poster(storage: MediaStorage, title: string, colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540">
    <rect width="960" height="540" fill="${colour}"/>
    <circle cx="480" cy="220" r="90" fill="#ffffff" opacity="0.25"/>
    <text x="480" y="400" font-size="56" text-anchor="middle" fill="#ffffff" font-family="sans-serif">${title}</text>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const key = newLibraryKey("image/png")!;
  const web = await sharp(png).webp({ quality: 80 }).toBuffer();
  const thumb = await sharp(png).resize({ width: 320 }).webp({ quality: 70 }).toBuffer();
  await storage.put(key, png, "image/png");
  await storage.put(variantKey(key, "web"), web, "image/webp");
  await storage.put(variantKey(key, "thumb"), thumb, "image/webp");
  return {
    storageKey: key,
    webKey: variantKey(key, "web"),
    thumbKey: variantKey(key, "thumb"),
    mime: "image/png",
    sizeBytes: png.length + web.length + thumb.length,
  };
}

/** As lib/contest/vote-hash.ts (server-only there). */
const mobileHash = (mobile: string) =>
  createHmac("sha256", authSecret()).update(`public_vote\n+91${mobile}`).digest("hex");

export async function countContestRows(db: Db) {
  return {
    contests: await db.$count(contests),
    contestEntries: await db.$count(contestEntries),
    publicVotes: await db.$count(publicVotes),
    campaignRatings: await db.$count(campaignRatings),
    streamingSubjects: await db.$count(streamingSubjects),
    streamingPosts: await db.$count(streamingPosts),
  };
}

export async function seedContests(
  tx: Db,
  input: { familyUserIds: number[]; teacherIds: number[]; studentId: number; now: Date },
  storage: MediaStorage = seedStorage(),
) {
  const { familyUserIds, teacherIds, studentId, now } = input;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const [hunt, campaign] = await tx
    .insert(contests)
    .values([
      {
        slug: "music",
        kind: "talent_hunt",
        title: "Music Stars Talent Hunt",
        opensAt: new Date(now.getTime() - 14 * DAY),
        closesAt: new Date(now.getTime() + 60 * DAY),
        status: "open",
        createdAt: at(14 * 24),
      },
      {
        slug: "music",
        kind: "campaign",
        title: "Music Stars Campaign",
        opensAt: new Date(now.getTime() - 14 * DAY),
        closesAt: new Date(now.getTime() + 60 * DAY),
        status: "open",
        createdAt: at(14 * 24),
      },
    ])
    .returning({ id: contests.id });

  const quota = new Map<number, number>();
  const addMedium = async (ownerId: number, title: string, colour: string, hoursAgo: number) => {
    const file = await poster(storage, title, colour);
    quota.set(ownerId, (quota.get(ownerId) ?? 0) + file.sizeBytes);
    const [row] = await tx
      .insert(media)
      .values({
        ownerId,
        medType: 2,
        purpose: "upload",
        originalName: `${title}.png`,
        ...file,
        createdAt: at(hoursAgo),
      })
      .returning({ id: media.id });
    return row!.id;
  };

  const entryIds: number[] = [];
  for (const [i, e] of ENTRIES.entries()) {
    const owner = familyUserIds[i % familyUserIds.length]!;
    const mediaId = await addMedium(owner, `${e.name} · ${e.category}`, e.colour, 200 - i);
    const [row] = await tx
      .insert(contestEntries)
      .values({
        contestId: hunt!.id,
        familyUserId: owner,
        childName: e.name,
        age: e.age,
        category: e.category,
        mediaId,
        status: "approved",
        decidedAt: at(150 - i),
        voteCount: e.votes,
        createdAt: at(200 - i),
      })
      .returning({ id: contestEntries.id });
    entryIds.push(row!.id);
  }
  const pendingMedia = await addMedium(familyUserIds[0]!, "Tara · Singing", "#5d4037", 5);
  await tx.insert(contestEntries).values({
    contestId: hunt!.id,
    familyUserId: familyUserIds[0]!,
    childName: "Tara",
    age: 8,
    category: "Singing",
    mediaId: pendingMedia,
    status: "pending",
    createdAt: at(5),
  });

  // Votes matching each entry's count: fictitious numbers 9800000000 + n. The first six votes of
  // the top entry come from one /24 within four minutes: the burst the admin view shows.
  const votes: (typeof publicVotes.$inferInsert)[] = [];
  let n = 0;
  for (const [i, e] of ENTRIES.entries()) {
    for (let v = 0; v < e.votes; v++) {
      n++;
      const burst = i === 0 && v < 6;
      votes.push({
        entryId: entryIds[i]!,
        mobileHash: mobileHash(String(9_800_000_000 + n)),
        voterName: `Voter ${n}`,
        ipPrefix: burst ? "203.0.113.0/24" : `198.51.${n % 200}.0/24`,
        verifiedAt: burst ? new Date(at(3).getTime() + v * 40_000) : at(100 - (n % 90)),
      });
    }
  }
  await tx.insert(publicVotes).values(votes);
  await tx.insert(voteAudit).values(
    votes.map((v) => ({
      entryId: v.entryId,
      mobileHash: v.mobileHash,
      ipPrefix: v.ipPrefix,
      event: "voted",
      at: v.verifiedAt,
    })),
  );

  // The campaign: three approved uploads by three families, rated by teachers.
  const ratings: (typeof campaignRatings.$inferInsert)[] = [];
  const campaignIds: number[] = [];
  for (const [i, title] of ["My first song", "Raga practice", "School concert"].entries()) {
    const owner = familyUserIds[(3 + i) % familyUserIds.length]!;
    const mediaId = await addMedium(owner, title, ["#283593", "#00695c", "#6a1b9a"][i]!, 60 - i);
    const given = teacherIds
      .slice(0, 3 - i)
      .map((teacherId, k) => ({ teacherId, rating: 5 - k - i }));
    const [row] = await tx
      .insert(contestEntries)
      .values({
        contestId: campaign!.id,
        familyUserId: owner,
        childName: ["Nisha", "Dev", "Anika"][i]!,
        age: 10,
        category: ["Singing", "Singing", "Instrument"][i]!,
        mediaId,
        status: "approved",
        decidedAt: at(50 - i),
        ratingSum: given.reduce((s, g) => s + g.rating, 0),
        ratingCount: given.length,
        createdAt: at(60 - i),
      })
      .returning({ id: contestEntries.id });
    campaignIds.push(row!.id);
    for (const g of given) ratings.push({ entryId: row!.id, ...g, createdAt: at(40 - i) });
  }
  if (ratings.length) await tx.insert(campaignRatings).values(ratings);

  const subjects = await tx
    .insert(streamingSubjects)
    .values(SUBJECTS.map((s, i) => ({ ...s, sortOrder: i })))
    .returning({ id: streamingSubjects.id });
  await tx.insert(streamRegistrations).values({
    userId: studentId,
    subjectId: subjects[1]!.id,
    name: "Aarav",
    age: 10,
    createdAt: at(30),
  });
  const postMedia = await addMedium(familyUserIds[1]!, "Sunset painting", "#f57f17", 26);
  const postMedia2 = await addMedium(familyUserIds[2]!, "My story", "#37474f", 25);
  await tx.insert(streamingPosts).values([
    {
      studentId: familyUserIds[1]!,
      postedById: familyUserIds[1]!,
      studentAge: 11,
      title: "Sunset over the lake",
      description: "Water colours, painted after my Sunday class.",
      category: 98,
      mediaId: postMedia,
      consent: true,
      status: "approved",
      createdAt: at(26),
    },
    {
      studentId: familyUserIds[2]!,
      postedById: familyUserIds[2]!,
      studentAge: 7,
      title: "The brave little kite",
      description: "A poster for my short story about a kite that flew to the moon.",
      category: 98,
      mediaId: postMedia2,
      consent: true,
      status: "approved",
      createdAt: at(25),
    },
  ]);

  await tx
    .insert(mediaQuota)
    .values([...quota].map(([userId, usedBytes]) => ({ userId, usedBytes })))
    .onConflictDoUpdate({
      target: mediaQuota.userId,
      set: { usedBytes: sqlAdd },
    });
  return {
    ...countsOf(entryIds.length + 1 + campaignIds.length, votes.length, ratings.length),
    // The library's count, with the contest pictures (this runs after seedMedia).
    media: await tx.$count(media),
  };
}

const sqlAdd = sql`media_quota.used_bytes + excluded.used_bytes`;

const countsOf = (entries: number, votes: number, ratings: number) => ({
  contests: 2,
  contestEntries: entries,
  publicVotes: votes,
  campaignRatings: ratings,
  streamingSubjects: SUBJECTS.length,
  streamingPosts: 2,
});
