import { Link } from 'react-router-dom';
import { BRAND } from '../../../../shared/brand';
import { blogPostPath } from '../../../../shared/blog-posts';
import { formatPostDate } from './format';
import { posts } from './posts';
import './blog.css';

const newestFirst = [...posts].sort((a, b) => b.published.localeCompare(a.published));

export default function BlogIndexPage() {
  return (
    <article className="page blog">
      <header className="page-hero">
        <h1>The {BRAND.name} Blog</h1>
        <p className="blog__lead">Plain-language guides to prescription prices, discount cards and saving at the pharmacy, from our pharmacy team.</p>
      </header>
      <ul className="blog__list">
        {newestFirst.map((post) => (
          <li key={post.id} className="blog__card">
            <h2>
              <Link to={blogPostPath(post.id)}>{post.title}</Link>
            </h2>
            <p className="blog__meta">
              <time dateTime={post.published}>{formatPostDate(post.published)}</time> · {post.author}
            </p>
            <p>{post.description}</p>
          </li>
        ))}
      </ul>
    </article>
  );
}
