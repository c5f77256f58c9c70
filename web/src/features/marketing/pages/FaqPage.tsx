import { StructuredData } from '../../../components/structured-data';
import { useSectionT } from '../../../i18n/section-catalogs';
import { Text } from '../../../components/RichText';
import { answerText, faqGroups } from '../content/faq';
import '../marketing.css';

export default function FaqPage() {
  const t = useSectionT('faq');
  const groups = faqGroups(t);
  const faqData = {
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: answerText(item.answer) } })),
    ),
  };
  return (
    <article className="page mk-article">
      <header className="page-hero">
        <h1>{t('faq.heading')}</h1>
        <p className="mk-lead">{t('faq.lead')}</p>
      </header>
      {groups.map((group, g) => (
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
