import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useLocalize } from '../../../i18n/use-t';
import { useCountUp } from './count-up';
import { Icon } from './icons';
import { Illustration } from './illustrations';
import { Tabs } from './Tabs';
import type { BannerContent, CallToAction, ContentItem, HighlightContent, ProsCons, Stat, StatGroup, Step } from './types';
import { useInView } from './use-in-view';

export function CtaLink({ cta, variant = 'primary' }: { cta: CallToAction; variant?: 'primary' | 'secondary' }) {
  const localize = useLocalize();
  return (
    <Link className={variant === 'primary' ? 'button' : 'mk-secondary-link'} to={localize(cta.to)}>
      {cta.label}
    </Link>
  );
}

/** The date a claim carries, e.g. "(2019 data)". */
function ClaimDate({ date }: { date?: string }) {
  return date ? <span className="mk-claim-date"> ({date})</span> : null;
}

export function Banner({ content, headingId }: { content: BannerContent; headingId: string }) {
  return (
    <section className="mk-banner" aria-labelledby={headingId}>
      <div className="mk-banner__text">
        <p className="mk-eyebrow">{content.eyebrow}</p>
        <h1 id={headingId}>{content.heading}</h1>
        <p className="mk-lead">{content.lead}</p>
        <p className="mk-actions">
          <CtaLink cta={content.cta} />
          {content.secondary ? <CtaLink cta={content.secondary} variant="secondary" /> : null}
        </p>
      </div>
      <div className="mk-banner__art">
        <Illustration name={content.image.illustration} alt={content.image.alt} />
      </div>
    </section>
  );
}

/** The highlight that overlaps the banner's lower edge: one claim, stated with its date. */
export function HighlightOverlay({ content }: { content: HighlightContent }) {
  return (
    <aside className="mk-highlight" aria-label={content.heading}>
      <p className="mk-highlight__stat">{content.stat.stat}</p>
      <div>
        <h2 className="mk-highlight__heading">{content.heading}</h2>
        <p>{content.text}</p>
        <p className="mk-highlight__claim">
          {content.stat.stat}: {content.stat.description}
          <ClaimDate date={content.stat.date} />
        </p>
      </div>
    </aside>
  );
}

function ItemLink({ item }: { item: ContentItem }) {
  const localize = useLocalize();
  return item.moreDetailsLink ? (
    <p>
      <Link to={localize(item.moreDetailsLink.to)}>{item.moreDetailsLink.label}</Link>
    </p>
  ) : null;
}

export function ThreeColumnPitches({ heading, items, headingId }: { heading: string; items: readonly ContentItem[]; headingId: string }) {
  return (
    <section className="mk-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul className="mk-columns">
        {items.map((item) => (
          <li key={item.title} className="mk-card">
            {item.icon ? <Icon name={item.icon} /> : null}
            <h3>{item.title}</h3>
            <p>{item.summary}</p>
            <ItemLink item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TabbedPitches({ heading, items, headingId }: { heading: string; items: readonly ContentItem[]; headingId: string }) {
  return (
    <section className="mk-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <Tabs
        label={heading}
        tabs={items.map((item) => ({
          label: item.title,
          render: () => (
            <div className="mk-detail">
              <div>
                <h3>{item.title}</h3>
                <p className="mk-lead">{item.summary}</p>
                {item.details?.map((d) => <p key={d}>{d}</p>)}
                <ItemLink item={item} />
              </div>
              {item.image ? <Illustration name={item.image.illustration} alt={item.image.alt} /> : null}
            </div>
          ),
        }))}
      />
    </section>
  );
}

function StatValue({ stat, run }: { stat: Stat; run: boolean }) {
  const shown = useCountUp(stat.stat, run);
  return (
    <li className="mk-stat">
      <div className="mk-stat__value">
        <span aria-hidden="true" data-testid="stat-value">
          {shown}
        </span>
        <span className="visually-hidden">{stat.stat}</span>
      </div>
      <p className="mk-stat__description">
        {stat.description}
        <ClaimDate date={stat.date} />
      </p>
    </li>
  );
}

/** Four tabbed stat groups; the numbers count up (1500 ms, 60 fps) once the section is on screen. */
export function StatGroups({ heading, groups, headingId }: { heading: string; groups: readonly StatGroup[]; headingId: string }) {
  const ref = useRef<HTMLElement>(null);
  const inView = useInView(ref);
  return (
    <section ref={ref} className="mk-section mk-stats" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <Tabs
        label={heading}
        tabs={groups.map((group) => ({
          label: group.label,
          render: () => (
            <ul className="mk-stats__list">
              {group.stats.map((stat) => (
                <StatValue key={stat.description} stat={stat} run={inView} />
              ))}
            </ul>
          ),
        }))}
      />
    </section>
  );
}

export function ImagePitch({ item, headingId }: { item: ContentItem & { image: NonNullable<ContentItem['image']> }; headingId: string }) {
  return (
    <section className="mk-section mk-image-pitch" aria-labelledby={headingId}>
      <Illustration name={item.image.illustration} alt={item.image.alt} />
      <div>
        <h2 id={headingId}>{item.title}</h2>
        <p className="mk-lead">{item.summary}</p>
        {item.details?.map((d) => <p key={d}>{d}</p>)}
        <ItemLink item={item} />
      </div>
    </section>
  );
}

export function ProsConsView({ heading, content, headingId }: { heading: string; content: ProsCons; headingId: string }) {
  return (
    <section className="mk-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <div className="mk-proscons">
        <div className="mk-proscons__col mk-proscons__col--pros">
          <h3>{content.prosHeader}</h3>
          <ul>
            {content.pros.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
        <div className="mk-proscons__col mk-proscons__col--cons">
          <h3>{content.consHeader}</h3>
          <ul>
            {content.cons.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

export function StepsView({ heading, steps, headingId }: { heading: string; steps: readonly Step[]; headingId: string }) {
  return (
    <section className="mk-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ol className="mk-steps">
        {steps.map((step, i) => (
          <li key={step.title}>
            <span className="mk-steps__number" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
