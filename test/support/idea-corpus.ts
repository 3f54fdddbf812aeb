/**
 * Ideas as people write them, for the duplicate finder's benchmark and its cost test: titles and
 * descriptions built from one shared vocabulary (so unrelated ideas share words, as real ones
 * do), with some near-duplicates among them. Deterministic for a seed, so runs compare.
 */
export interface CorpusIdea {
  name: string;
  content: string;
  /** The index of the earlier idea this one repeats, and how; undefined for an original. */
  repeats?: { index: number; kind: 'title' | 'text' };
}

const VERBS = ['Install', 'Add', 'Introduce', 'Start', 'Replace', 'Share', 'Expand', 'Build', 'Open', 'Offer', 'Create', 'Improve', 'Upgrade', 'Organise', 'Set up', 'Launch'];
const ADJECTIVES = ['free', 'shared', 'covered', 'weekly', 'digital', 'secure', 'accessible', 'bigger', 'quieter', 'cheaper', 'local', 'modern', 'electric', 'green'];
const NOUNS = [
  'bike racks', 'solar panels', 'compost bins', 'standing desks', 'meeting rooms', 'coffee machines', 'parking spaces', 'rainwater tanks', 'green roofs', 'LED lighting',
  'car pool app', 'library hours', 'recycling stations', 'water fountains', 'shuttle bus', 'lunch menu', 'wellness week', 'mentoring programme', 'language café', 'repair café',
  'tool library', 'scooters', 'charging points', 'quiet room', 'plant wall', 'beehives', 'herb garden', 'onboarding guide', 'feedback kiosk', 'lockers',
  'showers', 'nap pods', 'book swap', 'walking meetings', 'team lunches', 'reusable cups', 'heat pumps', 'window blinds', 'air purifiers', 'ride sharing',
  'night bus', 'study rooms', 'sports hall', 'playground', 'bus shelter', 'street lights', 'benches', 'wifi', 'printer corner', 'phone booths',
];
const PLACES = ['in the lobby', 'at the main entrance', 'on the roof', 'in the canteen', 'near the station', 'for all staff', 'at every office', 'in the car park', 'for new hires', 'on Fridays', 'in the north wing', 'by the river', 'at the school', 'in the town square'];
const SENTENCES = [
  'It would save money within a year.',
  'Many colleagues have asked for this.',
  'The cost is low compared to the benefit.',
  'We could try it for three months first.',
  'Other sites have done this with good results.',
  'It makes the place more welcoming for visitors.',
  'This helps us reach the climate goals.',
  'People with disabilities would benefit most.',
  'Maintenance could be shared between teams.',
  'Suppliers offer discounts for larger orders.',
  'The facilities team already has a budget line for it.',
  'A small survey showed strong support.',
  'It reduces waste and saves energy.',
  'Students and staff could both use it.',
  'Local businesses might sponsor part of it.',
  'It fits well with the wellbeing programme.',
  'Noise and traffic would go down.',
  'The space is empty most of the day anyway.',
  'Volunteers have offered to help set it up.',
  'We can measure the effect with simple counts.',
];
const SYNONYMS: Record<string, string> = { Install: 'Put in', Add: 'Get', Introduce: 'Bring in', Start: 'Begin', Build: 'Construct', Open: 'Open up', Offer: 'Provide', Create: 'Make' };

/** A small seeded generator (mulberry32), so a corpus is the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** A typo, a synonym, or the same words in another order: how people re-post an idea. */
function rewordTitle(title: string, next: () => number): string {
  const way = Math.floor(next() * 3);
  if (way === 0) {
    const at = 2 + Math.floor(next() * (title.length - 3));
    return title.slice(0, at) + title.slice(at + 1);
  }
  const [first, ...rest] = title.split(' ');
  if (way === 1 && first && SYNONYMS[first]) return [SYNONYMS[first], ...rest].join(' ');
  return `${rest.join(' ')} – ${first?.toLowerCase() ?? ''}`.trim();
}

/** `count` ideas; every 20th repeats an earlier one's title reworded, every 50th its text under a new title. */
export function ideaCorpus(count: number, seed = 23): CorpusIdea[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const sentences = (howMany: number) => Array.from({ length: howMany }, () => pick(SENTENCES)).join(' ');
  const ideas: CorpusIdea[] = [];
  for (let index = 0; index < count; index += 1) {
    const noun = pick(NOUNS);
    const title = [pick(VERBS), next() < 0.5 ? pick(ADJECTIVES) : '', noun, next() < 0.6 ? pick(PLACES) : ''].filter(Boolean).join(' ');
    const content = `We should have ${noun} ${pick(PLACES)}. ${sentences(2 + Math.floor(next() * 3))}`;
    const earlier = index > 0 ? Math.floor(next() * index) : 0;
    if (index > 0 && index % 20 === 0) {
      ideas.push({ name: rewordTitle(ideas[earlier]!.name, next), content: `${ideas[earlier]!.content} ${pick(SENTENCES)}`, repeats: { index: earlier, kind: 'title' } });
    } else if (index > 0 && index % 50 === 25) {
      ideas.push({ name: title, content: `${pick(SENTENCES)} ${ideas[earlier]!.content}`, repeats: { index: earlier, kind: 'text' } });
    } else {
      ideas.push({ name: title, content });
    }
  }
  return ideas;
}
