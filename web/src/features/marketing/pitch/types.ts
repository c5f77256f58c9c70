import type { IllustrationName } from './illustrations';
import type { IconName } from './icons';
import type { Paragraph } from '../../../components/RichText';

/** rules#pitch-pages content item: title, summary, details, icon, image with alt text, moreDetailsLink. */
export interface ContentItem {
  title: string;
  summary: string;
  details?: string[];
  icon?: IconName;
  image?: { illustration: IllustrationName; alt: string };
  moreDetailsLink?: { to: string; label: string };
}

/** A claim figure: `stat` is shown as written (e.g. "72%", "3:1", "$3.45"); `date` when the claim has one. */
export interface Stat {
  stat: string;
  description: string;
  date?: string;
}

export interface StatGroup {
  label: string;
  stats: Stat[];
}

export interface ProsCons {
  prosHeader: string;
  consHeader: string;
  pros: string[];
  cons: string[];
}

export interface Step {
  title: string;
  text: string;
}

export interface CallToAction {
  label: string;
  to: string;
}

export interface BannerContent {
  eyebrow: string;
  heading: string;
  lead: string;
  cta: CallToAction;
  secondary?: CallToAction;
  image: { illustration: IllustrationName; alt: string };
}

export interface HighlightContent {
  heading: string;
  text: string;
  stat: Stat;
}

/** A whole pitch page (members, employers, benefit consultants, health plans, payers) as data. */
export interface PitchPageContent {
  banner: BannerContent;
  highlight: HighlightContent;
  pitchesHeading: string;
  pitches: [ContentItem, ContentItem, ContentItem];
  detailsHeading: string;
  details: ContentItem[];
  statsHeading: string;
  statGroups: [StatGroup, StatGroup, StatGroup, StatGroup];
  imagePitch: ContentItem & { image: NonNullable<ContentItem['image']> };
  prosConsHeading: string;
  prosCons: ProsCons;
  stepsHeading: string;
  steps: Step[];
  /** contactNote replaces the English "Prefer to talk first? Call …" line (a translated page). */
  closing: { heading: string; text: string; cta: CallToAction; contactNote?: Paragraph };
}
