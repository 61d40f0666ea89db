/**
 * The JSON shapes of the contest calls and loaders (issue 21). Importable by the client.
 * Service signatures (lib/contest/*.ts, server-only) — all take `db` first and `now` explicitly:
 *
 *   registerTalentHunt(request, db, deps, { ip, now })          → TalentHuntResponse  (registration.ts)
 *   sendEntryOtp(db, deps, { mobile, ip }) / verifyEntryOtp(db, deps, { mobile, otp, ip })
 *                                                               → EntryOtpResponse    (relative-proof.ts)
 *   sendVoteOtp(db, deps, { mobile, entryId, ip, now })          → VoteOtpResponse     (voting.ts)
 *   verifyVote(db, { mobile, name, otp, entryId, ip, now })      → VoteResponse        (voting.ts)
 *   registerForStream(request, db, user, { now })                → StreamRegistrationResponse (streaming.ts)
 *   saveStreamingPost(request, db, user, { now })                → StreamingPostResponse (streaming.ts)
 *   activeStreamingSubjects(db, user)                            → ActiveSubjectsResponse (streaming.ts)
 *   saveCampaignMedia(request, db, user, { now })                → CampaignMediaResponse (campaign.ts)
 *   rateCampaignEntry(db, teacher, { entryId, rating, now })     → CampaignRatingResponse (campaign.ts)
 *
 * Loaders for pages (loaders.ts):
 *   contestBySlug(db, slug, kind?)                  → ContestSummary | null
 *   publicEntries(db, contestId, { order })          → PublicEntry[]   (approved only)
 *   publicEntry(db, entryId)                         → PublicEntry | null (approved only)
 *   entryVoteCount(db, entryId)                      → number | null  (live count, approved only)
 *   approvedStreamingPosts(db, { limit })            → PublicStreamingPost[]
 *   campaignEntriesForTeacher(db, teacherId, contestId) → CampaignEntryForTeacher[]
 *   voteBursts(db, { now, windowMin?, minVotes? })   → VoteBurst[]     (bursts.ts, admin view)
 */

export type EntryStatus = "pending" | "approved" | "rejected";
export type ContestKind = "talent_hunt" | "campaign";

export interface ContestSummary {
  id: number;
  slug: string;
  kind: ContestKind;
  title: string;
  opensAt: string;
  closesAt: string;
  status: "draft" | "open" | "closed";
  /** open status and now within [opensAt, closesAt). */
  acceptingEntries: boolean;
}

/** An entry as the public sees it (approved only): no family contact. */
export interface PublicEntry {
  id: number;
  /** base64 id for URLs (/talent-hunt/entry/{publicId}). */
  publicId: string;
  contestSlug: string;
  childName: string;
  age: number | null;
  category: string;
  /** `/media/file/{id}` URL, or null when the medium is gone. */
  mediaUrl: string | null;
  mediaMime: string | null;
  voteCount: number;
  /** Average teacher rating (1 decimal) or null when unrated. */
  rating: number | null;
  ratingCount: number;
  createdAt: string;
}

/** An entry in the admin moderation queue. */
export interface EntryForModeration extends Omit<PublicEntry, "voteCount"> {
  status: EntryStatus;
  familyUserId: number;
}

export interface CampaignEntryForTeacher extends PublicEntry {
  /** This teacher's own rating, if any. */
  myRating: number | null;
}

export interface StreamingSubject {
  id: number;
  category: number;
  name: string;
}

export interface PublicStreamingPost {
  id: number;
  studentFirstName: string;
  studentAge: number;
  title: string;
  description: string;
  category: number;
  mediaUrl: string | null;
  mediaMime: string | null;
  createdAt: string;
}

/** A flagged burst: many verified votes from one IP prefix within the window. */
export interface VoteBurst {
  ipPrefix: string;
  votes: number;
  entries: number;
  firstAt: string;
  lastAt: string;
}

// ---- legacy call answers ----

/** /talent-hunt-registration (spec 1: answer not shown; ours in the spec's style). */
export interface TalentHuntResponse {
  status: "success" | "fail";
  responseCode: number;
  message: string;
  errors?: Record<string, string>;
  entry_id?: number;
  /**
   * true when the mobile already had a family account (no new password is sent). Only answered
   * after the caller proved the number (issue 43.1): never to a stranger.
   */
  existing_account?: boolean;
}

/** POST /talent-hunt-registration/send-otp and verify-otp (issue 43.1). */
export interface EntryOtpResponse {
  status: "success" | "fail";
  responseCode: number;
  message: string;
  errors?: Record<string, string>;
  /** verify-otp: the proof to send with the registration (field otp_token), valid 30 minutes. */
  otp_token?: string;
}

export interface VoteOtpResponse {
  status: "success" | "fail";
  responseCode: number;
  message: string;
  errors?: Record<string, string>;
}

export interface VoteResponse {
  status: "success" | "fail";
  responseCode: number;
  message: string;
  errors?: Record<string, string>;
  /** The entry's live count after this call. */
  vote_count?: number;
}

/** /event-strem-registration: status success|fail with message (spec 2 §7). */
export interface StreamRegistrationResponse {
  status: "success" | "fail";
  message: string;
  errors?: Record<string, string>;
}

/** /save-streaming-post: responseCode, status, message (spec 2 §7). */
export interface StreamingPostResponse {
  responseCode: number;
  status: "success" | "fail";
  message: string;
  errors?: Record<string, string>;
}

/** /get-streaming-active-subjects (spec 3 §7). */
export interface ActiveSubjectsResponse {
  student_info: { id: number; name: string; age: number | null } | null;
  subjects: StreamingSubject[];
  /** Subject ids the student has already registered for. */
  alreadyAppliedSubjects: number[];
}

export interface CampaignMediaResponse {
  responseCode: number;
  status: "success" | "fail";
  message: string;
  errors?: Record<string, string>;
  entry_id?: number;
}

export interface CampaignRatingResponse {
  responseCode: number;
  status: "success" | "fail";
  message: string;
  /** The spec's next page for the teacher. */
  redirect_url?: "/em/dashboard";
  rating?: number;
}
