import { SITE_NAME } from "../site";
import type { CommunityPost } from "../community/types";

const absolute = (pathOrUrl: string, origin: string) => new URL(pathOrUrl, origin).toString();

/**
 * schema.org SocialMediaPosting for a community post's page, with its picture (ImageObject) or
 * video (VideoObject). The author is the consent-filtered display name the page shows.
 */
export function communityPostJsonLd(post: CommunityPost, where: { origin: string; path: string }) {
  const url = absolute(where.path, where.origin);
  const media = post.media;
  const thumb = media?.thumb_url ? absolute(media.thumb_url, where.origin) : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "SocialMediaPosting",
    headline: post.title,
    articleBody: post.description || undefined,
    url,
    mainEntityOfPage: url,
    datePublished: post.created_at,
    author: { "@type": "Person", name: post.posted_by.name },
    publisher: { "@type": "Organization", name: SITE_NAME, url: absolute("/", where.origin) },
    keywords: post.tags.map((t) => t.name).join(", ") || undefined,
    interactionStatistic: [
      {
        "@type": "InteractionCounter",
        interactionType: "https://schema.org/LikeAction",
        userInteractionCount: post.likes_count,
      },
      {
        "@type": "InteractionCounter",
        interactionType: "https://schema.org/CommentAction",
        userInteractionCount: post.comments_count,
      },
    ],
    image:
      media && media.med_type !== 1
        ? {
            "@type": "ImageObject",
            contentUrl: absolute(media.url, where.origin),
            name: post.title,
          }
        : thumb,
    video:
      media && media.med_type === 1
        ? {
            "@type": "VideoObject",
            name: post.title,
            description: post.description || post.title,
            contentUrl: absolute(media.url, where.origin),
            thumbnailUrl: thumb,
            uploadDate: post.created_at,
          }
        : undefined,
  };
}
