import { BRAND } from '../../../../../shared/brand';
import { Text, type Paragraph } from '../../../components/RichText';
import { Banner, CtaLink, HighlightOverlay, ImagePitch, ProsConsView, StatGroups, StepsView, TabbedPitches, ThreeColumnPitches } from './blocks';
import type { PitchPageContent } from './types';
import '../marketing.css';

const CONTACT_NOTE: Paragraph = [
  'Prefer to talk first? Call ',
  { text: BRAND.phoneLabel, href: `tel:${BRAND.phoneE164}` },
  ' or ',
  { text: 'contact us', to: '/contact' },
  '. Members switching pharmacies can use our ',
  { text: 'prescription transfer helper', to: '/prescription-transfer' },
  '.',
];

/** A whole rules#pitch-pages pitch page, in the spec's section order, from one content object. */
export function PitchPage({ content }: { content: PitchPageContent }) {
  return (
    <article className="mk-page">
      <Banner content={content.banner} headingId="mk-banner" />
      <HighlightOverlay content={content.highlight} />
      <ThreeColumnPitches heading={content.pitchesHeading} items={content.pitches} headingId="mk-pitches" />
      <TabbedPitches heading={content.detailsHeading} items={content.details} headingId="mk-details" />
      <StatGroups heading={content.statsHeading} groups={content.statGroups} headingId="mk-stats" />
      <ImagePitch item={content.imagePitch} headingId="mk-image-pitch" />
      <ProsConsView heading={content.prosConsHeading} content={content.prosCons} headingId="mk-proscons" />
      <StepsView heading={content.stepsHeading} steps={content.steps} headingId="mk-steps" />
      <section className="mk-section mk-closing" aria-labelledby="mk-closing">
        <h2 id="mk-closing">{content.closing.heading}</h2>
        <p>{content.closing.text}</p>
        <p className="mk-actions">
          <CtaLink cta={content.closing.cta} />
        </p>
        <p>
          <Text value={content.closing.contactNote ?? CONTACT_NOTE} />
        </p>
      </section>
    </article>
  );
}
