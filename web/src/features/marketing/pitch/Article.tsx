import type { ReactNode } from 'react';
import { type Column, DataTable } from '../../../components/data-table/DataTable';
import { Text } from '../../../components/RichText';
import type { ArticleContent, ArticleSection, ComparisonTable } from './article-types';
import '../marketing.css';

type ComparisonRow = ComparisonTable['rows'][number];

function TableView({ table }: { table: ComparisonTable }) {
  const columns: Column<ComparisonRow>[] = [
    { header: table.featureHeader, cell: (row) => row.feature, rowHeader: true },
    ...table.columns.map((c, i): Column<ComparisonRow> => ({ header: c, key: `${i}-${c}`, cell: (row) => row.values[i] })),
  ];
  return <DataTable label={table.caption} caption={table.caption} className="mk-table" rows={table.rows} rowKey={(row) => row.feature} columns={columns} />;
}

export function SectionView({ section, index }: { section: ArticleSection; index: number }) {
  const headingId = section.id ?? `section-${index}`;
  return (
    <section id={section.id} aria-labelledby={`${headingId}-heading`} className="mk-article__section">
      <h2 id={`${headingId}-heading`}>{section.heading}</h2>
      {section.paragraphs?.map((p, i) => (
        <p key={i}>
          <Text value={p} />
        </p>
      ))}
      {section.bullets ? (
        <ul>
          {section.bullets.map((b, i) => (
            <li key={i}>
              <Text value={b} />
            </li>
          ))}
        </ul>
      ) : null}
      {section.table ? <TableView table={section.table} /> : null}
    </section>
  );
}

/** An information page from typed content; `children` go after the lead (search bars, extras). */
export function Article({ content, children, footer }: { content: ArticleContent; children?: ReactNode; footer?: ReactNode }) {
  return (
    <article className="page mk-article">
      <header className="page-hero">
        <h1>{content.heading}</h1>
        {content.notice ? (
          <p className="mk-notice" role="note">
            <Text value={content.notice} />
          </p>
        ) : null}
        <p className="mk-lead">
          <Text value={content.lead} />
        </p>
        {content.meta ? <p className="mk-meta">{content.meta}</p> : null}
      </header>
      {children}
      {content.sections.map((section, i) => (
        <SectionView key={section.heading} section={section} index={i} />
      ))}
      {footer}
    </article>
  );
}
