/**
 * The community feed's demo content (issue 20, decision 032): hashtags (one default), 15 approved
 * posts with real pictures (drawn at seed time with sharp, stored through the media storage like
 * db/seed/media.ts) by seeded students and the demo teacher, two posts of the demo student waiting
 * for the demo teacher's approval, comments, likes and one reported comment. The demo family has
 * given public consent; the other families have not (their children show as "First L." and their
 * posts only to signed-in members).
 */
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../client";
import {
  communityConsents,
  communityPosts,
  contentReports,
  hashtags,
  media,
  postComments,
  postLikes,
  postTags,
  users,
} from "../schema";
import type { MediaStorage } from "../../lib/media/storage";
import { seedStorage, storePicture } from "./media";
import sharp from "sharp";

const HOUR = 3_600_000;

export const COMMUNITY_TAGS = ["General", "Drawing", "Music", "Dance", "Project", "Poem", "Craft"];

const POSTS: {
  title: string;
  description: string;
  tags: string[];
  colour: string;
  shape: string;
}[] = [
  {
    title: "My first sunset painting",
    description: "Watercolours after school. The sky took three tries!",
    tags: ["Drawing"],
    colour: "#f97316",
    shape: "sun",
  },
  {
    title: "Twinkle Twinkle on the keyboard",
    description: "Both hands together for the first time.",
    tags: ["Music"],
    colour: "#2563eb",
    shape: "notes",
  },
  {
    title: "Paper boat fleet",
    description: "Twelve boats, one for every month.",
    tags: ["Craft"],
    colour: "#0891b2",
    shape: "boat",
  },
  {
    title: "Solar system model",
    description: "Science project: planets from clay, orbit from wire.",
    tags: ["Project"],
    colour: "#7c3aed",
    shape: "planets",
  },
  {
    title: "A poem about the monsoon",
    description: "Pitter patter on the tin roof, / the mango tree is dancing too.",
    tags: ["Poem"],
    colour: "#059669",
    shape: "rain",
  },
  {
    title: "Kathak spin practice",
    description: "Eight chakkars without losing balance!",
    tags: ["Dance"],
    colour: "#db2777",
    shape: "spin",
  },
  {
    title: "G chord, finally clean",
    description: "Practised 15 minutes a day for a week.",
    tags: ["Music"],
    colour: "#1f4e8c",
    shape: "notes",
  },
  {
    title: "Butterfly sketch",
    description: "Pencil first, then colour pencils.",
    tags: ["Drawing"],
    colour: "#ca8a04",
    shape: "wings",
  },
  {
    title: "Volcano that really erupts",
    description: "Baking soda and vinegar, safely outside.",
    tags: ["Project"],
    colour: "#b91c1c",
    shape: "volcano",
  },
  {
    title: "Clay elephant",
    description: "Dried for two days, painted grey and pink.",
    tags: ["Craft"],
    colour: "#6b7280",
    shape: "elephant",
  },
  {
    title: "Raga Yaman alaap",
    description: "Teacher's tip: hold the Ma tivra a little longer.",
    tags: ["Music"],
    colour: "#9333ea",
    shape: "notes",
  },
  {
    title: "Haiku for my cat",
    description: "Soft paws on the sill / the pigeons pretend not to see / sun warms both of them.",
    tags: ["Poem"],
    colour: "#0f766e",
    shape: "cat",
  },
  {
    title: "Comic strip: the lost pencil",
    description: "Four panels, one very dramatic pencil.",
    tags: ["Drawing", "Project"],
    colour: "#ea580c",
    shape: "panels",
  },
  {
    title: "Bhangra steps with my sister",
    description: "We practised in the living room.",
    tags: ["Dance"],
    colour: "#16a34a",
    shape: "spin",
  },
  {
    title: "Class showcase: student drawings",
    description: "Lovely work from this week's art circle.",
    tags: ["General", "Drawing"],
    colour: "#0369a1",
    shape: "panels",
  },
];

const PENDING = [
  {
    title: "My guitar corner",
    description: "Where I practise every evening.",
    tag: "Music",
    colour: "#334155",
  },
  {
    title: "Rangoli for Diwali",
    description: "Made with coloured rice.",
    tag: "Craft",
    colour: "#be123c",
  },
];

const COMMENTS = [
  "Beautiful colours!",
  "Wow, well done!",
  "Keep practising, this is great.",
  "Can you teach me how?",
  "Love it!",
  "So creative.",
];

/** A small picture of a post: a coloured card with a simple shape and the title (PNG). */
async function picture(title: string, colour: string, shape: string): Promise<Buffer> {
  const safe = title.replace(/[<>&"']/g, "");
  const art: Record<string, string> = {
    sun: `<circle cx="400" cy="200" r="90" fill="#fde047"/>`,
    notes: `<circle cx="330" cy="260" r="40" fill="#fff"/><rect x="362" y="110" width="10" height="150" fill="#fff"/><circle cx="470" cy="240" r="40" fill="#fff"/><rect x="502" y="90" width="10" height="150" fill="#fff"/>`,
    boat: `<path d="M250 260 L550 260 L480 330 L320 330 Z" fill="#fff"/><path d="M400 100 L400 250 L500 250 Z" fill="#fde68a"/>`,
    planets: `<circle cx="400" cy="220" r="70" fill="#fde047"/><circle cx="250" cy="220" r="25" fill="#93c5fd"/><circle cx="560" cy="220" r="35" fill="#fca5a5"/>`,
    rain: `<ellipse cx="400" cy="150" rx="160" ry="60" fill="#e5e7eb"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="${300 + i * 50}" y="230" width="6" height="40" fill="#bfdbfe"/>`).join("")}`,
    spin: `<circle cx="400" cy="220" r="110" fill="none" stroke="#fff" stroke-width="14" stroke-dasharray="40 20"/>`,
    wings: `<ellipse cx="330" cy="200" rx="80" ry="110" fill="#fde68a"/><ellipse cx="470" cy="200" rx="80" ry="110" fill="#fde68a"/><rect x="392" y="100" width="16" height="200" fill="#422006"/>`,
    volcano: `<path d="M250 340 L370 140 L430 140 L550 340 Z" fill="#78350f"/><circle cx="400" cy="110" r="40" fill="#fb923c"/>`,
    elephant: `<ellipse cx="400" cy="230" rx="150" ry="90" fill="#d1d5db"/><rect x="250" y="230" width="30" height="120" fill="#d1d5db"/>`,
    cat: `<circle cx="400" cy="230" r="90" fill="#fcd34d"/><path d="M330 170 L350 100 L380 160 Z M470 170 L450 100 L420 160 Z" fill="#fcd34d"/>`,
    panels: `<rect x="120" y="100" width="260" height="160" fill="#fff"/><rect x="420" y="100" width="260" height="160" fill="#fff"/>`,
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500">
    <rect width="800" height="500" fill="${colour}"/>${art[shape] ?? art.sun}
    <text x="400" y="440" font-size="36" text-anchor="middle" fill="#ffffff" font-family="sans-serif">${safe}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function countCommunityRows(db: Db) {
  return {
    hashtags: await db.$count(hashtags),
    communityPosts: await db.$count(communityPosts),
    postComments: await db.$count(postComments),
    postLikes: await db.$count(postLikes),
  };
}

/**
 * Seeds the community. `demoStudentId` / `demoTeacherId` are the demo accounts (the demo teacher
 * teaches the demo student through the seeded class history, so they moderate their posts).
 */
export async function seedCommunity(
  tx: Db,
  demoStudentId: number,
  demoTeacherId: number,
  now: Date,
  storage: MediaStorage = seedStorage(),
) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  /** A post's picture, drawn and stored like an upload (purpose community): the media id. */
  const storedPicture = async (
    ownerId: number,
    title: string,
    colour: string,
    shape: string,
    createdAt: Date,
  ) => {
    const stored = await storePicture(storage, await picture(title, colour, shape));
    const [m] = await tx
      .insert(media)
      .values({
        ownerId,
        medType: 2,
        purpose: "community",
        originalName: `${title}.png`,
        createdAt,
        ...stored,
      })
      .returning({ id: media.id });
    return m!.id;
  };
  const tagRows = await tx
    .insert(hashtags)
    .values(COMMUNITY_TAGS.map((name) => ({ name, isDefault: name === "General" })))
    .returning({ id: hashtags.id, name: hashtags.name });
  const tagId = (name: string) => tagRows.find((t) => t.name === name)!.id;

  const students = await tx
    .select({ id: users.id, familyId: users.familyId })
    .from(users)
    .where(and(eq(users.role, "student"), ne(users.id, demoStudentId)))
    .orderBy(asc(users.id))
    .limit(12);
  const authors = [demoStudentId, ...students.map((s) => s.id)];

  const [demo] = await tx
    .select({ familyId: users.familyId })
    .from(users)
    .where(eq(users.id, demoStudentId));
  if (demo?.familyId != null) {
    await tx
      .insert(communityConsents)
      .values({ familyId: demo.familyId, publicConsent: true, updatedAt: now });
  }

  let likes = 0;
  const postIds: number[] = [];
  for (const [i, p] of POSTS.entries()) {
    const authorId = i === POSTS.length - 1 ? demoTeacherId : authors[i % authors.length]!;
    const mediaId = await storedPicture(
      authorId,
      p.title,
      p.colour,
      p.shape,
      at(24 * (POSTS.length - i) + 2),
    );
    const [post] = await tx
      .insert(communityPosts)
      .values({
        title: p.title,
        description: p.description,
        postedBy: authorId,
        mediaId,
        status: "approved",
        moderatedBy: demoTeacherId,
        moderatedAt: at(24 * (POSTS.length - i)),
        createdAt: at(24 * (POSTS.length - i) + 1),
      })
      .returning({ id: communityPosts.id });
    postIds.push(post!.id);
    await tx.insert(postTags).values(p.tags.map((t) => ({ postId: post!.id, tagId: tagId(t) })));
    const likers = authors.filter((a) => a !== authorId).slice(0, (i * 3) % 7);
    if (likers.length) {
      await tx
        .insert(postLikes)
        .values(likers.map((likedBy) => ({ postId: post!.id, likedBy, createdAt: at(i) })));
      likes += likers.length;
    }
    const commenters = authors.filter((a) => a !== authorId).slice(1, 1 + (i % 4));
    if (commenters.length) {
      await tx.insert(postComments).values(
        commenters.map((raisedBy, k) => ({
          postId: post!.id,
          comment: COMMENTS[(i + k) % COMMENTS.length]!,
          raisedBy,
          createdAt: at(24 * (POSTS.length - i) - k - 1),
        })),
      );
    }
    await tx
      .update(communityPosts)
      .set({ likeCount: likers.length, commentCount: commenters.length })
      .where(eq(communityPosts.id, post!.id));
  }

  for (const [i, p] of PENDING.entries()) {
    const mediaId = await storedPicture(demoStudentId, p.title, p.colour, "panels", at(5 - i));
    const [post] = await tx
      .insert(communityPosts)
      .values({
        title: p.title,
        description: p.description,
        postedBy: demoStudentId,
        mediaId,
        status: "pending",
        createdAt: at(5 - i),
      })
      .returning({ id: communityPosts.id });
    await tx.insert(postTags).values({ postId: post!.id, tagId: tagId(p.tag) });
  }

  // One comment reported once (below the hiding threshold): the admin sees reports accumulate.
  const [reported] = await tx
    .select({ id: postComments.id })
    .from(postComments)
    .orderBy(asc(postComments.id))
    .limit(1);
  if (reported) {
    await tx.insert(contentReports).values({
      itemKind: "comment",
      itemId: reported.id,
      reporterId: demoTeacherId,
      reason: "Off-topic",
      createdAt: at(3),
    });
    await tx
      .update(postComments)
      .set({ reportCount: sql`${postComments.reportCount} + 1` })
      .where(eq(postComments.id, reported.id));
  }
  // Storage bytes of the seeded pictures count against their owners' quotas like any upload.
  await tx.execute(sql`
    insert into media_quota (user_id, used_bytes)
    select owner_id, sum(size_bytes) from media where id in (
      select media_id from community_posts where media_id is not null) group by owner_id
    on conflict (user_id) do update set used_bytes = media_quota.used_bytes + excluded.used_bytes`);
  return { likes, posts: postIds.length + PENDING.length };
}
