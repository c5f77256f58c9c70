import { StructuredData } from '../../../components/structured-data';
import { Text } from '../pitch/Article';
import { answerText, faqGroups } from '../content/faq';
import '../marketing.css';

const faqData = {
  '@type': 'FAQPage',
  mainEntity: faqGroups.flatMap((group) =>
    group.items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: answerText(item.answer) } })),
  ),
};

export default function FaqPage() {
  return (
    <article className="page mk-article">
      <header className="page-hero">
        <h1>Help and FAQ</h1>
        <p className="mk-lead">Answers to the questions we hear most. Can’t find yours? Call us or use the contact form.</p>
      </header>
      {faqGroups.map((group, g) => (
        <section key={group.heading} aria-labelledby={`faq-group-${g}`} className="mk-article__section">
          <h2 id={`faq-group-${g}`}>{group.heading}</h2>
          {group.items.map((item) => (
            <details key={item.question} className="mk-faq">
              <summary>{item.question}</summary>
              <p>
                <Text value={item.answer} />
              </p>
            </details>
          ))}
        </section>
      ))}
      <StructuredData data={faqData} />
    </article>
  );
}
