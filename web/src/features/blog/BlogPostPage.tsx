import { Link, useParams } from 'react-router-dom';
import { BRAND } from '../../../../shared/brand';
import { blogPostPath } from '../../../../shared/blog-posts';
import { canonicalUrl, SITE_ORIGIN } from '../../../../shared/seo';
import { StructuredData } from '../../components/structured-data';
import { formatPostDate } from './format';
import { findPost } from './posts';
import type { BlogPost } from './types';
import './blog.css';

function postingData(post: BlogPost) {
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.published,
    author: { '@type': 'Organization', name: post.author },
    publisher: { '@type': 'Organization', name: BRAND.name, url: SITE_ORIGIN },
    mainEntityOfPage: canonicalUrl(blogPostPath(post.id)),
  };
}

function PostNotFound() {
  return (
    <article className="page blog">
      <h1>Post not found</h1>
      <p>We could not find that article. It may have moved.</p>
      <p>
        <Link to="/blog">See all articles</Link>
      </p>
    </article>
  );
}

export default function BlogPostPage() {
  const { id } = useParams();
  const post = findPost(id);
  if (!post) return <PostNotFound />;
  return (
    <article className="page narrow blog">
      <p>
        <Link to="/blog">← All articles</Link>
      </p>
      <header className="page-hero">
        <h1>{post.title}</h1>
        <p className="blog__meta">
          <time dateTime={post.published}>{formatPostDate(post.published)}</time> · {post.author}
        </p>
        <p className="blog__lead">{post.description}</p>
      </header>
      {post.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {section.bullets ? (
            <ul>
              {section.bullets.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <aside className="blog__related" aria-labelledby="blog-related">
        <h2 id="blog-related">Read next</h2>
        <ul>
          {post.related.map((r) => (
            <li key={r.to}>
              <Link to={r.to}>{r.label}</Link>
            </li>
          ))}
        </ul>
      </aside>
      <p className="blog__disclaimer">
        This article is general information, not medical advice. Talk to your prescriber or pharmacist before changing any medicine.
      </p>
      <StructuredData data={postingData(post)} />
    </article>
  );
}
