import type { DemoCampaignIdeas } from './demo-ideas';

const ANNA = 'anna@example.com';
const ERIK = 'erik@example.com';
const COACH = 'coach@example.com';

/**
 * The English demo site's ideas. Anna has a pending co-author invitation on Erik's car pool
 * idea. Browser tests start from this data: 'One remote day' and 'Train ticket subsidy' have no
 * upvotes, and test/e2e/campaign-ideas.test.ts reads the counters of the others.
 */
export const englishIdeas: DemoCampaignIdeas[] = [
  {
    slug: 'greener-commutes',
    tags: ['Sustainability', 'Commuting'],
    fields: [
      { fieldid: 'val.demo-department', label: 'Department', options: 'Sales, Support, Engineering, Operations' },
      { fieldid: 'val.demo-effort', label: 'Effort to try it', options: 'Small, Medium, Large' },
    ],
    ideas: [
      {
        name: 'Secure bike parking in the garage',
        content:
          'Half of the garage level -1 is empty most days. A locked bike room with chargers for e-bikes would make cycling an option for many more of us.\n\n**Update:** Erik suggested a repair stand and a drying rack for wet gear, so both are now part of the plan.',
        author: ANNA,
        at: 5,
        fields: { 'val.demo-department': 'Operations', 'val.demo-effort': 'Medium' },
        tags: ['Commuting', 'Sustainability'],
        pictures: { colours: ['#1f7a5a', '#8fd3a8'], accent: '#ffd166', images: ['A locked bike room on level -1', 'Chargers for e-bikes'] },
        coAuthors: [{ email: ERIK, status: 'accepted' }],
        upvoters: [ERIK, COACH],
        feedback: [
          { by: ERIK, rating: 5, comment: 'Yes! I would cycle twice a week if my bike were safe. A repair stand and a place to dry wet gear would help too.', after: 3, used: true },
          { by: COACH, rating: 4, comment: 'Facilities says the space is free from March. What would it cost?', after: 20 },
        ],
        comments: [
          {
            by: ERIK,
            body: 'Could the room also have lockers for helmets?',
            after: 4,
            replies: [
              { by: ANNA, body: 'Good point, I will ask facilities for a quote with lockers.', after: 6 },
              { by: COACH, body: 'Lockers are cheap: let us include them in the pilot.', after: 9 },
            ],
          },
          { by: COACH, body: 'This is one of the most requested things in the commuting survey.', after: 12 },
        ],
      },
      {
        name: 'Car pool matching in the intranet',
        content: 'Let people who live near each other find each other: a simple map of home areas (opt in) and a chat.',
        author: ERIK,
        at: 30,
        fields: { 'val.demo-department': 'Engineering', 'val.demo-effort': 'Small' },
        tags: ['Commuting'],
        pictures: { colours: ['#2b4c8c', '#9fc5e8'], accent: '#f6b26b', images: ['Find colleagues who live near you'] },
        coAuthors: [{ email: ANNA, status: 'pending' }],
        upvoters: [ANNA],
        feedback: [{ by: ANNA, rating: 4, comment: 'Good, but keep home addresses vague — postcode areas only.', after: 5, used: true }],
        comments: [
          {
            by: ANNA,
            body: 'Would this work for the late shift too?',
            after: 2,
            replies: [{ by: ERIK, body: 'Yes, you would pick the hours you travel.', after: 3 }],
          },
        ],
      },
      {
        name: 'One remote day a week for everyone',
        content: 'The greenest commute is the one that does not happen. One shared remote day would also free up desks.',
        author: ANNA,
        at: 70,
        fields: { 'val.demo-department': 'Sales', 'val.demo-effort': 'Small' },
        tags: ['Sustainability'],
        // Left without votes, feedback and comments: the browser tests give this idea its first ones.
        pictures: { colours: ['#7b4397', '#dc2430'], accent: '#ffe066', images: [] },
      },
      {
        name: 'Train ticket subsidy instead of parking',
        content: 'Offer the value of a parking space as a monthly train pass for those who give up their space.',
        author: ERIK,
        at: 100,
        fields: { 'val.demo-department': 'Support' },
        feedback: [{ by: ANNA, rating: 3, comment: 'Would the trains fit our hours? The late shift ends after the last fast train.', after: 10 }],
      },
    ],
  },
  {
    slug: 'office-of-the-future',
    tags: ['Workplace'],
    ideas: [
      {
        name: 'Quiet library room',
        content: 'A room where phones and talking are off limits, with good chairs and lamps.',
        author: ERIK,
        at: 10,
        tags: ['Workplace'],
        pictures: { colours: ['#355c7d', '#c06c84'], accent: '#f8b195', images: ['Good chairs and warm lamps', 'No phones, no talking'] },
        upvoters: [COACH],
        feedback: [{ by: COACH, rating: 5, comment: 'Several people asked for exactly this in the survey.', after: 4 }],
        comments: [{ by: COACH, body: 'The corner room on floor 3 could work.', after: 6, replies: [{ by: ERIK, body: 'It has the best light, too.', after: 7 }] }],
      },
      { name: 'Plants on every floor', content: 'Living walls at the stairs: better air and a calmer office.', author: ERIK, at: 40, tags: ['Workplace'] },
    ],
  },
  {
    slug: 'customer-ideas-2026',
    tags: ['Customers', 'Sustainability'],
    ideas: [
      {
        name: 'Self-service order tracking',
        content: 'Customers call us mostly to ask where their order is. A tracking page would answer that at any hour.',
        author: ANNA,
        at: 48,
        status: 'WINNER',
        tags: ['Customers'],
        pictures: { colours: ['#5c2a6b', '#d59be0'], accent: '#ffcf56', images: ['Where is my order?'] },
        upvoters: [ERIK],
        feedback: [{ by: ERIK, rating: 5, comment: 'Would cut our phone queue in half.', after: 6 }],
        comments: [{ by: ERIK, body: 'Congratulations on the win!', after: 300, replies: [{ by: ANNA, body: 'Thank you! The pilot starts next month.', after: 302 }] }],
      },
      {
        name: 'Repair instead of replace',
        content: 'Offer a repair service for products out of warranty, and tell customers about it.',
        author: ANNA,
        at: 200,
        status: 'WINNER',
        tags: ['Customers', 'Sustainability'],
        pictures: { colours: ['#11998e', '#38ef7d'], accent: '#ffffff', images: [] },
      },
      { name: 'Chat support in Swedish and English', content: 'Many of our customers abroad would rather write than call.', author: ERIK, at: 400, status: 'candidate' },
    ],
  },
  { slug: 'winter-wellbeing', tags: ['Wellbeing', 'Workplace'], ideas: [] },
];
