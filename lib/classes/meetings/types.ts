/** The video platforms a class meeting can live on (class_meetings.provider, video_licences.provider). */
export type VideoProviderName = "jitsi" | "zoom";

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** What a provider needs to make the meeting of one class. */
export interface MeetingRequest {
  /** Shown as the meeting's title on the provider's side. */
  topic: string;
  startsAt: Date;
  durationMinutes: number;
  /** The licence's host user (Zoom user id or e-mail); absent for providers without licences. */
  hostUser?: string;
}

export interface CreatedMeeting {
  /** The provider's id of the meeting (Zoom meeting id, Jitsi room name). */
  externalId: string;
  /** The link students join with. */
  joinUrl: string;
  /** The link the teacher hosts with. */
  hostUrl: string;
}

/**
 * A video platform behind one interface (DESIGN.md "Real components"): Jitsi rooms by default,
 * offline and free; Zoom when its keys are configured, one meeting per licence at a time.
 */
export interface VideoProvider {
  name: VideoProviderName;
  /** Whether a meeting occupies a licence of the pool (video_licences) while it runs. */
  needsLicence: boolean;
  createMeeting(request: MeetingRequest): Promise<CreatedMeeting>;
  /** A fresh host link for a meeting made earlier (Zoom start links expire); absent: the stored one. */
  refreshHostUrl?(externalId: string): Promise<string>;
  /** Best-effort removal of a meeting that lost a race and is never used. */
  deleteMeeting?(externalId: string): Promise<void>;
}

/** A video platform's API answered with an error, or could not be reached. */
export class VideoProviderError extends Error {
  constructor(
    message: string,
    /** The HTTP status the provider answered (0 when it could not be reached). */
    readonly status: number,
    /** The provider's own error code, when it sent one. */
    readonly providerCode?: string | number,
  ) {
    super(message);
    this.name = "VideoProviderError";
  }
}
