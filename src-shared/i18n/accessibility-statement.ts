import type { Language } from '#shared/constants.ts';

/** One part of the statement: a heading, its paragraphs, and a list if it has one. */
export interface StatementSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface AccessibilityStatement {
  title: string;
  intro: string;
  sections: StatementSection[];
  /** The link to the full report (docs/accessibility.md, in English), after the sections. */
  reportLink: string;
}

/**
 * The accessibility statement every site shows at /accessibility (issue 36): the product's, the
 * same on every site, summarising docs/accessibility.md, which holds the criterion-by-criterion
 * report and how each was checked; change both together. Kept out of en.json and sv.json so only
 * the statement's own page downloads it, not every page past the start page.
 */
export const ACCESSIBILITY_STATEMENTS: Record<Language, AccessibilityStatement> = {
  en: {
    title: 'Accessibility statement',
    intro:
      'This site runs on IdeaHunt. We want everyone to be able to use it: with a keyboard alone, with a screen reader, zoomed in, on a phone. This statement says how well it meets the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, how we know, and what we know is not yet right.',
    sections: [
      {
        heading: 'How well it conforms',
        paragraphs: [
          'The site partially conforms to WCAG 2.2 level AA: the screens themselves meet the criteria as far as our tests show, but some content people add themselves may not (see below).',
        ],
      },
      {
        heading: 'How we check',
        paragraphs: ['Every change to the product is checked before it is released:'],
        list: [
          'An automated check (axe-core) on every screen, in the states the browser tests bring it to, in English and Swedish and on a phone-sized screen: no serious or moderate problem is allowed.',
          'A keyboard-only walk of the main journeys: signing in, sharing an idea and giving feedback.',
          'Tests for the criteria new in WCAG 2.2: the focused element is never hidden behind the top bar or a save bar, buttons and links are at least 24 by 24 pixels, everything that can be dragged can also be moved with buttons, help is in the same place on every page, nothing already entered is asked for again, and signing in allows pasting and password managers.',
          'A manual review of the remaining criteria, listed one by one in the product’s accessibility report.',
        ],
      },
      {
        heading: 'What is not yet accessible',
        paragraphs: ['We know of these limitations:'],
        list: [
          'Videos and images that people upload are shown as they are: the product cannot add captions to a video, and an image is described only by its idea’s name, not by what it shows.',
          'Text that people write in ideas, comments and pages is theirs: its headings and link texts are only as clear as they make them.',
          'Charts on the statistics pages say in words what they show, and their figures are in a table one click away; a chart alone is not meant to be read without it.',
        ],
      },
      {
        heading: 'Tell us about a problem',
        paragraphs: [
          'If something on this site does not work for you, tell the organisation that runs it, through the contact details in its footer or terms. Say which page it was and what you were trying to do; they can pass it on to the product’s maintainers.',
          'If you are not satisfied with the answer, you can turn to the body that supervises digital accessibility in your country.',
        ],
      },
    ],
    reportLink: 'The accessibility report, criterion by criterion',
  },
  sv: {
    title: 'Tillgänglighetsredogörelse',
    intro:
      'Den här webbplatsen drivs med IdeaHunt. Vi vill att alla ska kunna använda den: med enbart tangentbord, med skärmläsare, förstorad, i mobilen. Här står hur väl den uppfyller riktlinjerna för tillgängligt webbinnehåll (WCAG) 2.2 på nivå AA, hur vi vet det och vad vi vet ännu inte är bra.',
    sections: [
      {
        heading: 'Hur väl webbplatsen uppfyller kraven',
        paragraphs: [
          'Webbplatsen uppfyller delvis WCAG 2.2 nivå AA: själva vyerna uppfyller kriterierna så långt våra tester visar, men en del innehåll som användare lägger till själva gör det kanske inte (se nedan).',
        ],
      },
      {
        heading: 'Hur vi kontrollerar',
        paragraphs: ['Varje ändring av produkten kontrolleras innan den släpps:'],
        list: [
          'En automatisk kontroll (axe-core) av varje vy, i de lägen webbläsartesterna för den till, på engelska och svenska och på en skärm i mobilstorlek: inga allvarliga eller måttliga problem tillåts.',
          'En genomgång med enbart tangentbord av de viktigaste flödena: logga in, dela en idé och ge återkoppling.',
          'Tester av kriterierna som är nya i WCAG 2.2: elementet med fokus döljs aldrig bakom toppraden eller en spara-rad, knappar och länkar är minst 24 gånger 24 pixlar, allt som kan dras kan också flyttas med knappar, hjälp finns på samma plats på varje sida, inget du redan har fyllt i efterfrågas igen och inloggningen tillåter inklistring och lösenordshanterare.',
          'En manuell granskning av övriga kriterier, ett i taget, i produktens tillgänglighetsrapport.',
        ],
      },
      {
        heading: 'Det här är inte tillgängligt ännu',
        paragraphs: ['Vi känner till de här bristerna:'],
        list: [
          'Filmer och bilder som användare laddar upp visas som de är: produkten kan inte texta en film, och en bild beskrivs bara med idéns namn, inte med vad den visar.',
          'Text som användare skriver i idéer, kommentarer och sidor är deras egen: rubriker och länktexter blir bara så tydliga som de gör dem.',
          'Diagrammen på statistiksidorna säger i ord vad de visar, och deras siffror finns i en tabell ett klick bort; ett diagram är inte tänkt att läsas utan den.',
        ],
      },
      {
        heading: 'Berätta om ett problem',
        paragraphs: [
          'Om något på webbplatsen inte fungerar för dig, kontakta organisationen som driver den, via kontaktuppgifterna i sidfoten eller villkoren. Berätta vilken sida det gällde och vad du försökte göra; de kan föra det vidare till produktens utvecklare.',
          'Om du inte är nöjd med svaret kan du vända dig till Myndigheten för digital förvaltning (Digg), som är tillsynsmyndighet för digital tillgänglighet i Sverige.',
        ],
      },
    ],
    reportLink: 'Tillgänglighetsrapporten, kriterium för kriterium (på engelska)',
  },
};
