import { BLOG_POST_IDS, blogPostPath } from './blog-posts';
import { TRACKED_MARKETING_PATHS } from './seo';

/**
 * rules#calls: the pages whose views are counted, the marketing paths and the blog posts (a module
 * of its own so the web's first load, which checks the marketing paths, leaves the blog's list out).
 */
export const TRACKED_PAGE_PATHS: readonly string[] = [...TRACKED_MARKETING_PATHS, ...BLOG_POST_IDS.map(blogPostPath)];

const tracked = new Set(TRACKED_PAGE_PATHS);
export const isTrackedPagePath = (path: string): boolean => tracked.has(path);
