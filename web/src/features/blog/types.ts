import type { BlogPostId, BlogPostMeta } from '../../../../shared/blog-posts';

export interface BlogSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

/** A post's body; its title, description and date come from the shared BLOG_POST_META. */
export interface BlogPostBody {
  author: string;
  sections: BlogSection[];
  /** Where to go next: internal links. */
  related: { to: string; label: string }[];
}

export type BlogPost = BlogPostMeta & BlogPostBody & { id: BlogPostId };
