import { daysBetween } from '../dates';
import type { MarketingContent, MarketingCustomizations, MarketingStyle, SocialPlatform } from './schemas';

/** What the built-in writer works from: the project's stored facts and its photos' captions. No money. */
export type MarketingFacts = {
  project: {
    name: string;
    city: string;
    state: string | null;
    description: string | null;
    status: string;
    startDate: string;
    endDate: string | null;
    finishDate: string | null;
  };
  photos: { category: string; caption: string | null }[];
  style: MarketingStyle;
  platform: SocialPlatform;
  customizations: MarketingCustomizations;
};

const STATE_NAMES: Record<string, string> = { FL: 'Florida', GA: 'Georgia', AL: 'Alabama', SC: 'South Carolina', TX: 'Texas' };

/**
 * The city of a project: its city field, else read from the free-text location ("123 Main St, Tampa, FL 33602" →
 * Tampa; "Tampa, FL" → Tampa; "Tampa" → Tampa).
 */
export function cityOf(p: { city: string | null; location: string }): string {
  const city = p.city?.trim();
  if (city) return city;
  const parts = p.location
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length === 0) return p.location.trim();
  const last = parts[parts.length - 1];
  const stateOnly = /^[A-Za-z]{2}(\s+\d{5}(-\d{4})?)?$/.test(last) || /^[A-Za-z ]+\s+\d{5}(-\d{4})?$/.test(last);
  if (stateOnly && parts.length >= 2) return parts[parts.length - 2];
  // "Tampa FL 33602" in one part: drop the state and zip.
  return last.replace(/\s+[A-Za-z]{2}(\s+\d{5}(-\d{4})?)?$/, '').trim() || last;
}

/** "Kitchen remodel" → "KitchenRemodel" (letters and digits only). */
export function hashtagWord(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1).toLowerCase())
    .join('');
}

const TRADES: [RegExp, string][] = [
  [/kitchen/i, 'KitchenRemodel'],
  [/bath/i, 'BathroomRemodel'],
  [/roof|shingle/i, 'Roofing'],
  [/pool/i, 'PoolRenovation'],
  [/paver|patio/i, 'Pavers'],
  [/deck/i, 'DeckBuilding'],
  [/paint/i, 'Painting'],
  [/floor|tile/i, 'Flooring'],
  [/window|door/i, 'WindowsAndDoors'],
  [/concrete|slab/i, 'Concrete'],
  [/addition|extension/i, 'HomeAddition'],
];

const sentence = (s: string) => {
  const t = s.trim().replace(/\s+/g, ' ');
  if (!t) return t;
  return /[.!?]$/.test(t) ? t : `${t}.`;
};
const captionsOf = (photos: MarketingFacts['photos'], categories: string[]) =>
  photos.filter((p) => categories.includes(p.category) && p.caption?.trim()).map((p) => sentence(p.caption as string));

/** Days from start to finish (inclusive) once finished, else null. */
function durationDays(p: MarketingFacts['project']): number | null {
  const end = p.finishDate ?? (p.status === 'completed' ? p.endDate : null);
  if (!end) return null;
  const d = daysBetween(p.startDate, end) + 1;
  return d > 0 ? d : null;
}

/** The hashtags of a post: city, state, trades found in the name and description, the style's, and the owner's extras. */
export function hashtagsFor(f: MarketingFacts, hasBeforeAfter: boolean): string[] {
  const city = hashtagWord(f.project.city);
  const state = f.project.state ? (STATE_NAMES[f.project.state.toUpperCase()] ?? f.project.state) : null;
  // Trades come from what was built: the name, the description and the progress and after captions (a before
  // caption describes what was torn out).
  const built = f.photos.filter((p) => p.category !== 'before').map((p) => p.caption ?? '');
  const text = `${f.project.name} ${f.project.description ?? ''} ${built.join(' ')}`;
  const tags = [
    city ? `#${city}` : null,
    city ? `#${city}Contractor` : null,
    state ? `#${hashtagWord(state)}Contractor` : null,
    ...TRADES.filter(([re]) => re.test(text)).map(([, tag]) => `#${tag}`),
    hasBeforeAfter ? '#BeforeAndAfter' : null,
    f.style === 'professional' ? '#ConstructionManagement' : '#HomeImprovement',
    ...(f.customizations.extraHashtags ?? []).map((t) => `#${t.replace(/^#/, '')}`),
  ].filter((t): t is string => t !== null && /^#\w+$/u.test(t));
  return [...new Set(tags)].slice(0, 15);
}

/**
 * The built-in marketing writer: the before/after story, the post caption (always naming the city), hashtags,
 * highlights and longer copy, all from the project's stored facts and its photos' captions. Deterministic: the
 * same facts always give the same words. It never states money (a contract's price is the client's business).
 */
export function writeMarketingContent(f: MarketingFacts): MarketingContent {
  const p = f.project;
  const business = f.customizations.businessName?.trim() || 'our team';
  const Business = business === 'our team' ? 'Our team' : business;
  const before = captionsOf(f.photos, ['before']);
  const after = captionsOf(f.photos, ['after', 'completed']);
  const progress = captionsOf(f.photos, ['progress']);
  const counts = {
    before: f.photos.filter((x) => x.category === 'before').length,
    after: f.photos.filter((x) => ['after', 'completed'].includes(x.category)).length,
    progress: f.photos.filter((x) => x.category === 'progress').length,
  };
  const hasBeforeAfter = counts.before > 0 && counts.after > 0;
  const finished = p.status === 'completed';
  const days = durationDays(p);
  const where = p.state ? `${p.city}, ${p.state}` : p.city;

  const beforeText =
    before.length > 0
      ? `Before: ${before.join(' ')}`
      : counts.before > 0
        ? `Before: ${counts.before} ${counts.before === 1 ? 'photo' : 'photos'} of the site as we found it.`
        : '';
  const afterText =
    after.length > 0
      ? `After: ${after.join(' ')}`
      : counts.after > 0
        ? `After: ${counts.after} ${counts.after === 1 ? 'photo' : 'photos'} of the finished work.`
        : '';
  const progressText = progress.length > 0 ? `Along the way: ${progress.slice(0, 3).join(' ')}` : '';
  const story = [
    `${p.name} in ${where}.`,
    beforeText,
    progressText,
    afterText || (finished ? '' : 'The job is still under way; the after photos come at completion.'),
  ]
    .filter(Boolean)
    .join(' ');

  const lead = {
    showcase: finished ? `Transformation complete in ${p.city}!` : `Work in progress in ${p.city}.`,
    story: finished ? `Another ${p.city} project finished.` : `Here is what we are building in ${p.city}.`,
    // The caption names the project right after the lead, so the lead does not.
    professional: finished ? `Project delivered in ${where}:` : `Project update from ${where}:`,
    casual: finished ? `Done in ${p.city}:` : `On site in ${p.city}:`,
  }[f.style];
  // Without captions the description, if any; never the project's name a second time (a post written before photos).
  const detail = after[0] ?? progress[0] ?? before[0] ?? (p.description?.trim() ? sentence(p.description) : '');
  const timing = finished && days ? ` Finished in ${days} ${days === 1 ? 'day' : 'days'}.` : '';
  const cta = f.customizations.callToAction?.trim() ? ` ${sentence(f.customizations.callToAction)}` : '';
  const caption = (f.style === 'casual' ? `${lead} ${p.name}. ${detail}${cta}` : `${lead} ${p.name}. ${detail}${timing}${cta}`)
    .replace(/ {2,}/g, ' ')
    .trim();

  const highlights = [
    `Located in ${where}`,
    finished && days ? `Completed in ${days} ${days === 1 ? 'day' : 'days'}` : finished ? 'Completed' : 'In progress',
    `${f.photos.length} job-site ${f.photos.length === 1 ? 'photo' : 'photos'}: ${counts.before} before, ${counts.progress} progress, ${counts.after} after`,
    ...(p.description?.trim() ? [sentence(p.description).replace(/\.$/, '')] : []),
    ...[...after, ...progress].slice(0, 3).map((c) => c.replace(/\.$/, '')),
  ].slice(0, 6);

  const copy = [
    `${Business} ${finished ? 'completed' : 'is working on'} ${p.name} in ${where}.`,
    p.description?.trim() ? sentence(p.description) : '',
    hasBeforeAfter ? 'The before and after photos show the difference.' : '',
    days ? `From start to finish the job took ${days} ${days === 1 ? 'day' : 'days'}.` : '',
    f.customizations.callToAction?.trim()
      ? sentence(f.customizations.callToAction)
      : `Planning a project in ${p.city}? Get in touch with ${business}.`,
  ]
    .filter(Boolean)
    .join(' ');

  return {
    beforeAfterComparison: story.slice(0, 4000),
    socialMediaPost: {
      caption: caption.slice(0, f.platform === 'twitter' ? 280 : 2200),
      hashtags: hashtagsFor(f, hasBeforeAfter),
      platform: f.platform,
    },
    projectHighlights: highlights,
    marketingCopy: copy.slice(0, 6000),
  };
}
