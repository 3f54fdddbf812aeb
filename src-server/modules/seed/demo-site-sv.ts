import type { RegistrationExtraFieldsSetting } from '#shared/schemas/organisation.ts';
import type { DemoCampaign } from './demo-campaigns';
import type { DemoCampaignIdeas } from './demo-ideas';

const SARA = 'admin.sverige@example.com';
const LINA = 'lina.sverige@example.com';
const JOHAN = 'johan.sverige@example.com';

/** What a new member tells the Swedish site about themselves: the department is required. */
export const swedishRegistrationFields: RegistrationExtraFieldsSetting = {
  custom: [
    {
      fieldid: 'val.sverige.avdelning',
      label: 'Avdelning',
      required: true,
      description: 'Så att rätt team får se dina idéer.',
      multiline: false,
      public: true,
      registrationenabled: true,
      formTypeRegistration: 'dropdown',
      options: 'Försäljning, Support, Utveckling, Drift',
      option: [],
      limit: 0,
      conditions: [],
    },
    {
      fieldid: 'val.sverige.ort',
      label: 'Ort',
      required: false,
      description: '',
      multiline: false,
      public: false,
      registrationenabled: true,
      formTypeRegistration: 'text',
      options: '',
      option: [],
      limit: 0,
      conditions: [],
    },
  ],
};

/** The Swedish site's terms of service: an agreement new members accept at signup (spec 3 §5). */
export const swedishTerms = {
  name: 'Användarvillkor',
  text: [
    'Välkommen till Demoorganisationens idéplattform. Genom att skapa ett konto godkänner du de här villkoren.',
    '## Dina idéer',
    'Det du skriver syns för andra deltagare i kampanjen. Dela inte affärshemligheter eller personuppgifter om andra.',
    '## Uppförande',
    '- Var vänlig och saklig i kommentarer och feedback.\n- Respektera andras idéer, även när du inte håller med.\n- Administratörerna får ta bort innehåll som bryter mot villkoren.',
    '## Dina uppgifter',
    'Vi sparar namn, e-post och det du själv fyller i om dig. Du kan när som helst be om att få ditt konto borttaget.',
  ].join('\n\n'),
};

/** The Swedish demo site (sverige.localhost): its campaigns, coached by its org admin. */
export const swedishCampaigns: DemoCampaign[] = [
  {
    name: 'Hållbar vardag',
    content:
      'Hur kan vi göra vår vardag på jobbet mer hållbar?\n\nDela idéer om resor, mat, energi och återbruk. De bästa idéerna får pengar och tid för ett pilotprojekt i vår.',
    startsInDays: -5,
    endsInDays: 20,
    featured: true,
    showOnLandingPage: true,
    photo: ['#2d6a4f', '#95d5b2', '#ffd166'],
    rewards: [{ title: 'Ett pilotprojekt', description: 'Teamet bakom den vinnande idén får tre månader att prova den.' }],
    documents: [{ name: 'Regler för kampanjen', lines: ['Alla i organisationen kan delta.', 'Idéerna bedöms efter nytta och genomförbarhet.'] }],
    joined: [LINA, JOHAN],
  },
  {
    name: 'Bättre kundservice',
    content: 'Vad frågar våra kunder efter om och om igen? Kampanjen är avslutad och vinnarna är utsedda.',
    startsInDays: -45,
    endsInDays: -3,
    photo: ['#3a0ca3', '#b5179e', '#ffcf56'],
    joined: [LINA, JOHAN],
  },
];

export const swedishIdeas: DemoCampaignIdeas[] = [
  {
    slug: 'hallbar-vardag',
    tags: ['Hållbarhet', 'Resor'],
    fields: [{ fieldid: 'val.demo-avdelning', label: 'Avdelning', options: 'Försäljning, Support, Utveckling, Drift' }],
    ideas: [
      {
        name: 'Cykelpool för korta resor',
        content: 'Fem lånecyklar vid entrén för möten på stan. Snabbare än taxi och helt utan utsläpp.\n\n**Uppdatering:** Johan föreslog elcyklar för de längre turerna, så två av cyklarna blir elcyklar.',
        author: LINA,
        at: 4,
        fields: { 'val.demo-avdelning': 'Drift' },
        tags: ['Resor', 'Hållbarhet'],
        pictures: { colours: ['#2d6a4f', '#95d5b2'], accent: '#ffd166', images: ['Lånecyklar vid entrén', 'Elcyklar för längre turer'] },
        coAuthors: [{ email: JOHAN, status: 'accepted' }],
        upvoters: [JOHAN, SARA],
        feedback: [
          { by: JOHAN, rating: 5, comment: 'Bra idé! Ta gärna med ett par elcyklar för längre turer.', after: 2, used: true },
          { by: SARA, rating: 4, comment: 'Vi har plats i cykelrummet. Vad skulle det kosta per år?', after: 15 },
        ],
        comments: [
          {
            by: JOHAN,
            body: 'Hur bokar man en cykel?',
            after: 3,
            replies: [{ by: LINA, body: 'Via intranätet, precis som mötesrummen.', after: 5 }],
          },
          { by: SARA, body: 'Flera har efterfrågat just detta.', after: 10 },
        ],
      },
      {
        name: 'Vegetarisk dag i personalrestaurangen',
        content: 'En dag i veckan med bara vegetariska rätter minskar klimatavtrycket och ger nya smaker.',
        author: JOHAN,
        at: 28,
        fields: { 'val.demo-avdelning': 'Utveckling' },
        tags: ['Hållbarhet'],
        pictures: { colours: ['#f77f00', '#fcbf49'], accent: '#2a9d8f', images: ['Nya smaker varje vecka'] },
        coAuthors: [{ email: LINA, status: 'pending' }],
        upvoters: [LINA],
        feedback: [{ by: LINA, rating: 4, comment: 'Bra, men börja gärna med en meny som alla känner igen.', after: 6, used: true }],
        comments: [{ by: LINA, body: 'Vilken dag passar bäst?', after: 2, replies: [{ by: JOHAN, body: 'Onsdag, då är flest på plats.', after: 4 }] }],
      },
      {
        name: 'Släck skärmarna på natten',
        content: 'Infoskärmarna i entrén står på dygnet runt. Ett schema som släcker dem nattetid sparar energi.',
        author: LINA,
        at: 60,
        fields: { 'val.demo-avdelning': 'Support' },
        upvoters: [JOHAN],
      },
    ],
  },
  {
    slug: 'battre-kundservice',
    tags: ['Kunder'],
    ideas: [
      {
        name: 'Chatt på webbplatsen',
        content: 'Många kunder vill hellre skriva än ringa. En chatt på webbplatsen kortar telefonkön.',
        author: JOHAN,
        at: 30,
        status: 'WINNER',
        tags: ['Kunder'],
        pictures: { colours: ['#3a0ca3', '#b5179e'], accent: '#ffcf56', images: [] },
        upvoters: [LINA],
        feedback: [{ by: LINA, rating: 5, comment: 'Skulle halvera antalet samtal.', after: 5 }],
        comments: [{ by: LINA, body: 'Grattis till vinsten!', after: 600, replies: [{ by: JOHAN, body: 'Tack! Vi börjar nästa månad.', after: 602 }] }],
      },
      { name: 'Svar inom en timme', content: 'Ett löfte till kunderna: alla mejl besvaras inom en timme under kontorstid.', author: LINA, at: 120, status: 'candidate' },
    ],
  },
];
