import { readdir } from "node:fs/promises";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GET as moderationList,
  POST as moderationPost,
} from "@/app/(api)/api/community/moderation/route";
import { GET as consentGet, POST as consentPost } from "@/app/(api)/api/community/consent/route";
import { POST as reportRoute } from "@/app/(api)/api/community/report/route";
import { GET as mediaRoute } from "@/app/(api)/community-media/[id]/route";
import { GET as activeRoute } from "@/app/(api)/get-active-posts/route";
import { GET as commentsRoute } from "@/app/(api)/get-commentsby-postid/[post_id]/route";
import { GET as postRoute } from "@/app/(api)/get-community-posts/[id]/route";
import { GET as postsRoute } from "@/app/(api)/get-community-posts/route";
import { GET as hashtagsRoute } from "@/app/(api)/get-hashtags/route";
import { GET as likedRoute } from "@/app/(api)/get-liked-community-posts/route";
import { GET as clickRoute } from "@/app/(api)/ng-api/v1/click-to-redirect-canvas/route";
import { POST as tokenRoute } from "@/app/(api)/ng-api/v1/get-token-on-logedin/route";
import { GET as moveRoute } from "@/app/(api)/ng-api/v1/moveOnCanvasRedirection/route";
import { POST as commentRoute } from "@/app/(api)/save-community-comment/route";
import { POST as likeRoute } from "@/app/(api)/save-community-like/route";
import { POST as savePostRoute } from "@/app/(api)/save-community-post/route";
import {
  adminAuditLog,
  communityPosts,
  contentReports,
  hashtags,
  media,
  postComments,
  postLikes,
} from "@/db/schema";
import { decideQueueItem } from "@/lib/admin/queue/decide";
import { communityPostsQueue } from "@/lib/community/admin-queue";
import { canvasBindingOf, redeemCanvasToken } from "@/lib/community/canvas";
import { COMMUNITY_MESSAGES as M, REPORTS_TO_HIDE } from "@/lib/community/rules";
import type { CommunityPost, Paged } from "@/lib/community/types";
import { cookieHeaderFor } from "../support/legacy-client";
import { postAs } from "../support/booking-fixtures";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import {
  type FormFile,
  mp4Bytes,
  pdfBytes,
  pngBytes,
  uploadAs,
  tempUploadsFolder,
  type Who,
  whoOf,
} from "../support/media-fixtures";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";
import { makeClass } from "../support/timetable-factories";

let t: TestDatabase;
let teacher: Who, otherTeacher: Who, alice: Who, bob: Who, carol: Who, admin: Who;

let tagArt: number, tagMusic: number;
const as = whoOf;

type Handler = (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function get(
  handler: Handler,
  url: string,
  who: Who | null,
  params: Record<string, string> = {},
) {
  const headers = who ? await cookieHeaderFor(who) : {};
  const response = await handler(new Request(`http://localhost${url}`, { headers }), {
    params: Promise.resolve(params),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, response };
}

const save = (who: Who, fields: Record<string, string>, files: FormFile[] = []) =>
  uploadAs(
    savePostRoute as never,
    "/save-community-post",
    who,
    fields,
    files.filter((f) => f.bytes.length),
  );

const postCount = async () => (await t.db.select({ n: count() }).from(communityPosts))[0]!.n;
const mediaCount = async () => (await t.db.select({ n: count() }).from(media))[0]!.n;
const storedFiles = async () =>
  (await readdir(path.join(uploads.dir, "media")).catch(() => [])).length;

async function insertPost(author: Who, status: string, title = "A post", minutesAgo = 0) {
  const [row] = await t.db
    .insert(communityPosts)
    .values({
      title,
      postedBy: author.id,
      status,
      rejectReason: status === "rejected" ? "No" : null,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    })
    .returning({ id: communityPosts.id });
  return row!.id;
}

const uploads = tempUploadsFolder("community-calls");

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const subject = await makeSubject(t.db, (await makeStream(t.db)).id);
  teacher = as((await makeTeacher(t.db, subject)).user);
  otherTeacher = as((await makeTeacher(t.db, subject)).user);
  const a = await makeUser(t.db, { firstName: "Alice", lastName: "Rao" });
  alice = as(a);
  bob = as(await makeUser(t.db, { firstName: "Bob", lastName: "Iyer" }));
  carol = as(await makeUser(t.db, { firstName: "Carol", lastName: "Das" }));
  admin = as(await makeUser(t.db, { role: "admin", firstName: "Admin" }));
  await makeClass(t.db, {
    teacherId: teacher.id,
    slotId: null,
    startsAt: new Date(Date.now() + 24 * 3_600_000),
    students: [{ id: alice.id }],
  });
  const tags = await t.db
    .insert(hashtags)
    .values([{ name: "General", isDefault: true }, { name: "Art" }, { name: "Music" }])
    .returning();
  tagArt = tags[1]!.id;
  tagMusic = tags[2]!.id;
});

afterAll(async () => {
  await t.destroy();
});

describe("save-community-post", () => {
  it("stores a student's picture post as pending, with its tags, and serves its picture to the author only", async () => {
    const res = await save(
      alice,
      {
        title: "My drawing",
        description: "Crayons",
        tag_ids: `${tagArt},${tagMusic}`,
        posted_by: String(alice.id),
      },
      [{ bytes: await pngBytes(60, 40), name: "drawing.png" }],
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const post = res.body.data as CommunityPost;
    expect(res.body.message).toBe(M.savedPending);
    expect(post).toMatchObject({ title: "My drawing", status: "pending", can_interact: false });
    expect(post.tags.map((tg) => tg.name).sort()).toEqual(["Art", "Music"]);
    expect(post.media).toMatchObject({ med_type: 2, url: `/community-media/${post.id}` });
    const mine = await mediaRoute(
      new Request(`http://localhost/community-media/${post.id}`, {
        headers: await cookieHeaderFor(alice),
      }),
      { params: Promise.resolve({ id: String(post.id) }) },
    );
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("image/webp");
    const stranger = await mediaRoute(
      new Request(`http://localhost/community-media/${post.id}`, {
        headers: await cookieHeaderFor(bob),
      }),
      { params: Promise.resolve({ id: String(post.id) }) },
    );
    expect(stranger.status).toBe(404);
    const anon = await mediaRoute(new Request(`http://localhost/community-media/${post.id}`), {
      params: Promise.resolve({ id: String(post.id) }),
    });
    expect(anon.status).toBe(404);
  });

  it("reads repeated tag_ids[] fields as a list", async () => {
    const form = new FormData();
    form.append("title", "Two tags");
    form.append("tag_ids[]", String(tagArt));
    form.append("tag_ids[]", String(tagMusic));
    form.append("media", new File([(await pngBytes()) as BlobPart], "a.png"));
    const res = await savePostRoute(
      new Request("http://localhost/save-community-post", {
        method: "POST",
        body: form,
        headers: await cookieHeaderFor(teacher),
      }),
      { params: Promise.resolve({}) },
    );
    const body = (await res.json()) as { data: CommunityPost };
    expect(body.data.tags.map((tg) => tg.id).sort()).toEqual([tagArt, tagMusic].sort());
  });

  it("publishes a teacher's video post at once", async () => {
    const res = await save(teacher, { title: "Lesson clip", tag_ids: String(tagMusic) }, [
      { bytes: mp4Bytes(20_000), name: "clip.mp4" },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: "approved", media: { med_type: 1 } });
    expect(res.body.message).toBe(M.savedApproved);
  });

  it("keeps HTML in the title and description as text", async () => {
    const title = `<script>alert("x")</script><b>Bold</b>`;
    const res = await save(
      teacher,
      { title, description: "<img src=x onerror=alert(1)>", tag_ids: String(tagArt) },
      [{ bytes: await pngBytes(), name: "a.png" }],
    );
    expect(res.status).toBe(200);
    expect(res.body.data.title).toBe(title);
    expect(res.body.data.description).toBe("<img src=x onerror=alert(1)>");
  });

  const refusals: [
    string,
    () => Promise<{ status: number; body: { message?: string } }>,
    number,
    string,
  ][] = [
    ["no file", () => save(alice, { title: "T", tag_ids: String(tagArt) }), 400, M.noFile],
    [
      "a PDF",
      async () =>
        save(alice, { title: "T", tag_ids: String(tagArt) }, [
          { bytes: pdfBytes(), name: "a.pdf" },
        ]),
      415,
      M.badFormat,
    ],
    [
      "a PNG named .mp4 is judged by content: fine; a PDF named .png is not",
      async () =>
        save(alice, { title: "T", tag_ids: String(tagArt) }, [
          { bytes: pdfBytes(), name: "a.png" },
        ]),
      415,
      M.badFormat,
    ],
    [
      "no title",
      async () =>
        save(alice, { title: "  ", tag_ids: String(tagArt) }, [
          { bytes: await pngBytes(), name: "a.png" },
        ]),
      400,
      M.noTitle,
    ],
    [
      "no tag",
      async () => save(alice, { title: "T" }, [{ bytes: await pngBytes(), name: "a.png" }]),
      400,
      M.noTag,
    ],
    [
      "an unknown tag",
      async () =>
        save(alice, { title: "T", tag_ids: "999999" }, [
          { bytes: await pngBytes(), name: "a.png" },
        ]),
      400,
      M.unknownTag,
    ],
    [
      "posted_by another user",
      async () =>
        save(alice, { title: "T", tag_ids: String(tagArt), posted_by: String(bob.id) }, [
          { bytes: await pngBytes(), name: "a.png" },
        ]),
      403,
      M.notYou,
    ],
    [
      "a picture over 5,485,760 bytes",
      async () => {
        const png = await pngBytes();
        const big = new Uint8Array(5_485_761 + 10);
        big.set(png);
        return save(alice, { title: "T", tag_ids: String(tagArt) }, [
          { bytes: big, name: "big.png" },
        ]);
      },
      413,
      M.imageTooLarge,
    ],
  ];
  for (const [name, call, status, message] of refusals) {
    it(`refuses ${name}: ${status} '${message}', nothing stored`, async () => {
      const before = [await postCount(), await mediaCount(), await storedFiles()];
      const res = await call();
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body).toMatchObject({ status: "error", message });
      expect([await postCount(), await mediaCount(), await storedFiles()]).toEqual(before);
    });
  }

  it("refuses a visitor (401)", async () => {
    const res = await uploadAs(
      savePostRoute as never,
      "/save-community-post",
      null,
      { title: "T" },
      [],
    );
    expect(res.status).toBe(401);
  });
});

describe("get-community-posts, get-hashtags, get-active-posts", () => {
  let teacherPosts: number[];
  let alicePublic: number;
  beforeAll(async () => {
    await t.db.delete(communityPosts);
    teacherPosts = [];
    for (let i = 0; i < 7; i++)
      teacherPosts.push(await insertPost(teacher, "approved", `Teacher ${i}`, 100 - i));
    alicePublic = await insertPost(alice, "approved", "Alice public", 1);
    await insertPost(alice, "pending", "Alice pending", 0);
    await t.db.execute(
      (await import("drizzle-orm"))
        .sql`insert into post_tags (post_id, tag_id) values (${teacherPosts[0]!}, ${tagArt})`,
    );
  });

  it("pages signed-in members through approved posts, 6 a page, newest first", async () => {
    const one = await get(postsRoute as never, "/get-community-posts?page=1", bob);
    expect(one.body.responseCode).toBe(200);
    const page = one.body.data as Paged<CommunityPost>;
    expect(page).toMatchObject({
      current_page: 1,
      per_page: 6,
      total: 8,
      last_page: 2,
      prev_page_url: null,
      next_page_url: "/get-community-posts?page=2",
    });
    expect(page.data.map((p) => p.title)[0]).toBe("Alice public");
    expect(page.data[0]!.posted_by.name).toBe("Alice R.");
    const two = await get(postsRoute as never, "/get-community-posts?page=2", bob);
    expect(two.body.data.data).toHaveLength(2);
    expect(two.body.data.prev_page_url).toBe("/get-community-posts?page=1");
    const three = await get(postsRoute as never, "/get-community-posts?page=3", bob);
    expect(three.body).toMatchObject({ responseCode: 201, message: M.noPosts });
  });

  it("filters by tag", async () => {
    const res = await get(postsRoute as never, `/get-community-posts?tag_id=${tagArt}`, bob);
    expect(res.body.data.data.map((p: CommunityPost) => p.id)).toEqual([teacherPosts[0]]);
    expect(res.body.data.total).toBe(1);
  });

  it("shows logged-out visitors no child's post without the family's consent, and then full names with it", async () => {
    const anon = await get(postsRoute as never, "/get-community-posts", null);
    expect(anon.body.data.total).toBe(7);
    expect(anon.body.data.data.some((p: CommunityPost) => p.id === alicePublic)).toBe(false);
    expect(
      (
        await get(postRoute as never, `/get-community-posts/${alicePublic}`, null, {
          id: String(alicePublic),
        })
      ).status,
    ).toBe(404);
    const set = await postAs(consentPost as never, "/api/community/consent", alice, {
      community_consent: true,
    });
    expect(set.body).toMatchObject({ responseCode: 200, community_consent: true });
    expect(
      (await get(consentGet as never, "/api/community/consent", alice)).body.community_consent,
    ).toBe(true);
    const after = await get(postRoute as never, `/get-community-posts/${alicePublic}`, null, {
      id: String(alicePublic),
    });
    expect(after.status).toBe(200);
    expect(after.body.data.posted_by.name).toBe("Alice Rao");
    await postAs(consentPost as never, "/api/community/consent", alice, { community_consent: 0 });
    expect((await get(postsRoute as never, "/get-community-posts", null)).body.data.total).toBe(7);
    expect(
      (
        await postAs(consentPost as never, "/api/community/consent", teacher, {
          community_consent: 1,
        })
      ).status,
    ).toBe(403);
  });

  it("shows a pending post to its author and their teacher only", async () => {
    const [pending] = await t.db
      .select({ id: communityPosts.id })
      .from(communityPosts)
      .where(eq(communityPosts.status, "pending"));
    const id = String(pending!.id);
    expect(
      (await get(postRoute as never, `/get-community-posts/${id}`, alice, { id })).status,
    ).toBe(200);
    expect(
      (await get(postRoute as never, `/get-community-posts/${id}`, teacher, { id })).status,
    ).toBe(200);
    const other = await get(postRoute as never, `/get-community-posts/${id}`, otherTeacher, { id });
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ status: "error", message: M.postUnavailable });
    expect((await get(postRoute as never, `/get-community-posts/${id}`, bob, { id })).status).toBe(
      404,
    );
    expect(
      (await get(postRoute as never, "/get-community-posts/abc", bob, { id: "abc" })).status,
    ).toBe(404);
  });

  it("lists the hashtags and the default one", async () => {
    const res = await get(hashtagsRoute as never, "/get-hashtags", null);
    expect(res.body).toMatchObject({
      responseCode: 200,
      defaulttag: { name: "General", is_default: true },
    });
    expect(res.body.hashtags).toHaveLength(3);
  });

  it("lists the user's own posts in every state", async () => {
    const res = await get(activeRoute as never, "/get-active-posts", alice);
    expect(res.body.data.data.map((p: CommunityPost) => p.status).sort()).toEqual([
      "approved",
      "pending",
    ]);
  });
});

describe("comments and likes", () => {
  let post: number, pending: number, hidden: number;
  beforeAll(async () => {
    post = await insertPost(teacher, "approved", "Likeable");
    pending = await insertPost(alice, "pending", "Waiting");
    hidden = await insertPost(teacher, "hidden", "Hidden");
  });

  it("adds a comment by the session's user and shows it as the latest once approved", async () => {
    const res = await postAs(commentRoute as never, "/save-community-comment", bob, {
      post_id: post,
      comment: "<b>Nice</b>",
      raised_by: bob.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      comment: "<b>Nice</b>",
      raised_by: { id: bob.id, name: "Bob Iyer" },
      status: "pending",
    });
    // A child's comment waits for a moderator (decision 040).
    const approved = await postAs(moderationPost as never, "/api/community/moderation", admin, {
      kind: "comment",
      id: res.body.data.id,
      action: "approve",
    });
    expect(approved.status).toBe(200);
    const list = await get(commentsRoute as never, `/get-commentsby-postid/${post}`, null, {
      post_id: String(post),
    });
    expect(list.body.data).toHaveLength(1);
    const feed = await get(postRoute as never, `/get-community-posts/${post}`, carol, {
      id: String(post),
    });
    expect(feed.body.data).toMatchObject({ comments_count: 1 });
    expect(feed.body.data.latest_comments[0].comment).toBe("<b>Nice</b>");
  });

  it("refuses empty comments, comments for another user, and comments on pending, hidden or unknown posts", async () => {
    const rows = async () => (await t.db.select({ n: count() }).from(postComments))[0]!.n;
    const before = await rows();
    const cases: [Who, unknown, number, string][] = [
      [bob, { post_id: post, comment: "   " }, 400, M.noComment],
      [bob, { post_id: post, comment: "Hi", raised_by: carol.id }, 403, M.notYou],
      [alice, { post_id: pending, comment: "Hi" }, 409, M.notInteractive],
      [bob, { post_id: pending, comment: "Hi" }, 404, M.postUnavailable],
      [bob, { post_id: hidden, comment: "Hi" }, 404, M.postUnavailable],
      [bob, { post_id: 99999999, comment: "Hi" }, 404, M.postUnavailable],
    ];
    for (const [who, body, status, message] of cases) {
      const res = await postAs(commentRoute as never, "/save-community-comment", who, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect(await rows()).toBe(before);
    expect(
      (
        await get(commentsRoute as never, `/get-commentsby-postid/${hidden}`, bob, {
          post_id: String(hidden),
        })
      ).status,
    ).toBe(404);
  });

  it("likes, unlikes and toggles; lists liked posts; refuses likes for another user and on pending posts", async () => {
    const like = (who: Who, body: unknown) =>
      postAs(likeRoute as never, "/save-community-like", who, body);
    expect(
      (await like(carol, { post_id: post, liked_by: carol.id, isStatus: 1 })).body,
    ).toMatchObject({ is_liked: true, likes_count: 1 });
    expect((await like(carol, { post_id: post, isStatus: 1 })).body).toMatchObject({
      is_liked: true,
      likes_count: 1,
    });
    const liked = await get(likedRoute as never, "/get-liked-community-posts", carol);
    expect(liked.body.data.data.map((p: CommunityPost) => p.id)).toEqual([post]);
    expect(liked.body.data.data[0].is_liked).toBe(true);
    expect((await like(carol, { post_id: post })).body).toMatchObject({
      is_liked: false,
      likes_count: 0,
    });
    expect(
      (await get(likedRoute as never, "/get-liked-community-posts", carol)).body.responseCode,
    ).toBe(201);
    const other = await like(carol, { post_id: post, liked_by: bob.id, isStatus: 1 });
    expect(other).toMatchObject({ status: 403, body: { message: M.notYou } });
    expect((await like(alice, { post_id: pending, isStatus: 1 })).status).toBe(409);
    expect((await like(bob, { post_id: hidden, isStatus: 1 })).status).toBe(404);
    const rows = await t.db
      .select({ n: count() })
      .from(postLikes)
      .where(eq(postLikes.postId, post));
    expect(rows[0]!.n).toBe(0);
  });

  it("rate-limits comments at 20 a minute per account (429, nothing stored)", async () => {
    const flooder = as(await makeUser(t.db, { firstName: "Flood" }));
    for (let i = 0; i < 20; i++) {
      const ok = await postAs(commentRoute as never, "/save-community-comment", flooder, {
        post_id: post,
        comment: `c${i}`,
      });
      expect(ok.status).toBe(200);
    }
    const res = await postAs(commentRoute as never, "/save-community-comment", flooder, {
      post_id: post,
      comment: "one more",
    });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(M.tooFast);
    const mine = await t.db
      .select({ n: count() })
      .from(postComments)
      .where(eq(postComments.raisedBy, flooder.id));
    expect(mine[0]!.n).toBe(20);
  });
});

describe("reports and moderation", () => {
  it(`hides a post at ${REPORTS_TO_HIDE} reports, once per reporter; an admin restores it (audited)`, async () => {
    // A child's post: a teacher's needs more households (decision 040, hardening-community).
    const dave = as(await makeUser(t.db, { firstName: "Dave" }));
    const post = await insertPost(dave, "approved", "Reported");
    const report = (who: Who) =>
      postAs(reportRoute as never, "/api/community/report", who, {
        kind: "post",
        id: post,
        reason: "spam",
      });
    expect((await report(alice)).body).toMatchObject({ responseCode: 200, hidden: false });
    const again = await report(alice);
    expect(again).toMatchObject({ status: 409, body: { message: M.alreadyReported } });
    await report(bob);
    expect((await report(carol)).body.hidden).toBe(true);
    const [row] = await t.db.select().from(communityPosts).where(eq(communityPosts.id, post));
    expect(row).toMatchObject({ status: "hidden", reportCount: 3 });
    expect(
      (await get(postsRoute as never, "/get-community-posts?page=1", bob)).body.data.data.some(
        (p: CommunityPost) => p.id === post,
      ),
    ).toBe(false);
    const queue = await get(moderationList as never, "/api/community/moderation", admin);
    expect(
      queue.body.data.some((i: { id: number; kind: string }) => i.kind === "post" && i.id === post),
    ).toBe(true);
    const teacherRestore = await postAs(
      moderationPost as never,
      "/api/community/moderation",
      teacher,
      { kind: "post", id: post, action: "restore" },
    );
    expect(teacherRestore.status).toBe(403);
    const restore = await postAs(moderationPost as never, "/api/community/moderation", admin, {
      kind: "post",
      id: post,
      action: "restore",
    });
    expect(restore.body).toMatchObject({ responseCode: 200, post_status: "approved" });
    const audit = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "community.post.restore"));
    expect(audit).toHaveLength(1);
  });

  it("hides a comment at the threshold and takes it out of the counts", async () => {
    const post = await insertPost(teacher, "approved", "Comment target");
    const c = await postAs(commentRoute as never, "/save-community-comment", alice, {
      post_id: post,
      comment: "rude",
    });
    const id = c.body.data.id as number;
    await postAs(moderationPost as never, "/api/community/moderation", admin, {
      kind: "comment",
      id,
      action: "approve",
    });
    for (const who of [bob, carol, teacher]) {
      const r = await postAs(reportRoute as never, "/api/community/report", who, {
        kind: "comment",
        id,
      });
      expect(r.status).toBe(200);
    }
    const [comment] = await t.db.select().from(postComments).where(eq(postComments.id, id));
    expect(comment!.status).toBe("hidden");
    const [p] = await t.db.select().from(communityPosts).where(eq(communityPosts.id, post));
    expect(p!.commentCount).toBe(0);
    expect(
      (await postAs(reportRoute as never, "/api/community/report", admin, { kind: "comment", id }))
        .status,
    ).toBe(404);
  });

  it("lets the student's teacher approve; another teacher may not; reject needs a reason", async () => {
    const post = await insertPost(alice, "pending", "For approval");
    const mine = await get(moderationList as never, "/api/community/moderation", teacher);
    expect(mine.body.data.map((i: { id: number }) => i.id)).toContain(post);
    expect(
      (await get(moderationList as never, "/api/community/moderation", otherTeacher)).body.data,
    ).toEqual([]);
    const moderate = (who: Who, body: unknown) =>
      postAs(moderationPost as never, "/api/community/moderation", who, body);
    expect(await moderate(otherTeacher, { id: post, action: "approve" })).toMatchObject({
      status: 403,
      body: { message: M.notModerator },
    });
    expect(await moderate(teacher, { id: post, action: "reject", reason: " " })).toMatchObject({
      status: 400,
      body: { message: M.reasonRequired },
    });
    expect((await moderate(alice, { id: post, action: "approve" })).status).toBe(403);
    expect((await moderate(teacher, { id: post, action: "approve" })).body.post_status).toBe(
      "approved",
    );
    expect((await moderate(teacher, { id: post, action: "approve" })).status).toBe(409);
    const [row] = await t.db.select().from(communityPosts).where(eq(communityPosts.id, post));
    expect(row).toMatchObject({ status: "approved", moderatedBy: teacher.id });
    const rejected = await insertPost(alice, "pending", "To reject");
    expect(
      (await moderate(teacher, { id: rejected, action: "reject", reason: "Shows a face" })).body
        .post_status,
    ).toBe("rejected");
    const seen = await get(postRoute as never, `/get-community-posts/${rejected}`, alice, {
      id: String(rejected),
    });
    expect(seen.body.data).toMatchObject({ status: "rejected", reject_reason: "Shows a face" });
  });
});

describe("the admin queue", () => {
  it("lists pending posts and approves one with a reason, audited", async () => {
    const post = await insertPost(alice, "pending", "Queue item");
    const open = await communityPostsQueue.list(t.db, { view: "open", q: "Queue" });
    expect(open.map((i) => i.id)).toEqual([post]);
    await decideQueueItem(
      t.db,
      { id: admin.id, role: "admin", name: "Admin", prefix: "ad" },
      { queue: "community-posts", id: post, decision: "approve", reason: "Lovely" },
      new Date(),
    );
    const [row] = await t.db.select().from(communityPosts).where(eq(communityPosts.id, post));
    expect(row).toMatchObject({ status: "approved", moderatedBy: admin.id });
    const audit = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "queue.community-posts.approve"));
    expect(audit[0]).toMatchObject({ targetId: String(post), after: { status: "approved" } });
    expect(await communityPostsQueue.list(t.db, { view: "open", q: "Queue" })).toEqual([]);
  });
});

describe("canvas hand-off", () => {
  it("mints a token that carries the user once, within two minutes", async () => {
    const res = await postAs(tokenRoute as never, "/ng-api/v1/get-token-on-logedin", bob, {});
    expect(res.status).toBe(200);
    const { token, redirect_url } = res.body as { token: string; redirect_url: string };
    expect(redirect_url).toContain(`token=${token}`);
    // The token works in the browser that asked for it: its binding cookie (decision 041).
    const [binding = ""] = res.response.headers.getSetCookie()[0]!.split(";");
    const click = (url: string) =>
      clickRoute(new Request(`http://localhost${url}`, { headers: { cookie: binding } }), {
        params: Promise.resolve({}),
      });
    const first = await click(redirect_url);
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/canvas");
    expect(first.headers.get("set-cookie")).toMatch(/authjs\.session-token=/);
    const second = await click(redirect_url);
    expect(second.headers.get("location")).toBe("/canvas?handoff=expired");
    expect(second.headers.get("set-cookie")).toBeNull();
    const off = await click(
      `/ng-api/v1/click-to-redirect-canvas?token=${token}&redirect=https://evil.example/`,
    );
    expect(off.headers.get("location")).toBe("/canvas?handoff=expired");
  });

  it("refuses an expired token and keeps the redirect on this site", async () => {
    const res = await postAs(tokenRoute as never, "/ng-api/v1/get-token-on-logedin", carol, {});
    const bindingOf = (r: { response: Response }) =>
      canvasBindingOf(
        new Request("http://localhost/", {
          headers: { cookie: r.response.headers.getSetCookie()[0]!.split(";")[0]! },
        }),
      );
    const late = new Date(Date.now() + 121_000);
    expect(await redeemCanvasToken(t.db, res.body.token, bindingOf(res), late)).toBeNull();
    const fresh = await postAs(tokenRoute as never, "/ng-api/v1/get-token-on-logedin", carol, {});
    expect(
      await redeemCanvasToken(
        t.db,
        fresh.body.token,
        bindingOf(fresh),
        new Date(Date.now() + 60_000),
      ),
    ).toMatchObject({ id: carol.id });
    expect(
      (await postAs(tokenRoute as never, "/ng-api/v1/get-token-on-logedin", null, {})).status,
    ).toBe(401);
  });

  it("moveOnCanvasRedirection sends a member through a token and a visitor straight to /canvas", async () => {
    const member = await get(moveRoute as never, "/ng-api/v1/moveOnCanvasRedirection", bob).catch(
      () => null,
    );
    const headers = await cookieHeaderFor(bob);
    const res = await moveRoute(
      new Request("http://localhost/ng-api/v1/moveOnCanvasRedirection", { headers }),
      { params: Promise.resolve({}) },
    );
    expect(member === null || member.status === 303).toBe(true);
    expect(res.headers.get("location")).toMatch(
      /^\/ng-api\/v1\/click-to-redirect-canvas\?token=[\w-]+&redirect=%2Fcanvas$/,
    );
    const anon = await moveRoute(
      new Request("http://localhost/ng-api/v1/moveOnCanvasRedirection"),
      { params: Promise.resolve({}) },
    );
    expect(anon.headers.get("location")).toBe("/canvas");
  });
});

describe("concurrency", () => {
  it("50 parallel likes of one user leave exactly one like", async () => {
    const post = await insertPost(teacher, "approved", "Popular");
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        postAs(likeRoute as never, "/save-community-like", bob, { post_id: post, isStatus: 1 }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const likes = await t.db
      .select({ n: count() })
      .from(postLikes)
      .where(and(eq(postLikes.postId, post), eq(postLikes.likedBy, bob.id)));
    expect(likes[0]!.n).toBe(1);
    const [row] = await t.db.select().from(communityPosts).where(eq(communityPosts.id, post));
    expect(row!.likeCount).toBe(1);
  });

  it("parallel reports count once per reporter", async () => {
    const post = await insertPost(teacher, "approved", "Reported twice");
    const results = await Promise.all(
      [alice, alice, alice, bob, bob].map((who) =>
        postAs(reportRoute as never, "/api/community/report", who, { kind: "post", id: post }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
    const reports = await t.db
      .select({ n: count() })
      .from(contentReports)
      .where(and(eq(contentReports.itemKind, "post"), eq(contentReports.itemId, post)));
    expect(reports[0]!.n).toBe(2);
    const [row] = await t.db.select().from(communityPosts).where(eq(communityPosts.id, post));
    expect(row).toMatchObject({ reportCount: 2, status: "approved" });
  });
});
