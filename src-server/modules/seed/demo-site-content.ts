import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { MENU_TYPE, type MenuNav, type MenuType } from '#shared/schemas/menus.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { MenuItemSchema } from '#server/entities/menu-item.entity.ts';
import { createPage } from '#server/modules/site-content/page.service.ts';
import { createPartner } from '#server/modules/site-content/partner.service.ts';
import { seedContext, upload, type SeedDeps } from './demo-media';

export interface DemoSiteContent {
  about: { title: string; body: string };
  menus: { nav: MenuNav; name: string; type: MenuType; link?: string }[];
  partners: { name: string; link: string; colours: [string, string] }[];
}

/** A partner's logo: a wordless mark (no fonts on the server), its name is the picture's text. */
async function demoLogo([main, accent]: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="200">
    <rect width="480" height="200" fill="#ffffff"/>
    <circle cx="100" cy="100" r="64" fill="${main}"/>
    <rect x="190" y="62" width="230" height="30" rx="15" fill="${main}"/>
    <rect x="190" y="110" width="160" height="26" rx="13" fill="${accent}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A demo site's about page, its three menus (the about page in the top one) and partners with logos. */
export async function seedDemoSiteContent(em: EntityManager, options: { org: Organisation; admin: User; deps: SeedDeps; content: DemoSiteContent }): Promise<void> {
  const ctx = seedContext(em, options.org, options.admin, options.deps);
  const about = await createPage(ctx, options.content.about);
  const positions = new Map<MenuNav, number>();
  for (const item of options.content.menus) {
    const navPos = positions.get(item.nav) ?? 0;
    positions.set(item.nav, navPos + 1);
    em.create(MenuItemSchema, {
      organisation: options.org,
      nav: item.nav,
      navPos,
      name: item.name,
      type: item.type,
      link: item.link ?? '',
      page: item.type === MENU_TYPE.page ? about : null,
    });
  }
  await em.flush();
  for (const partner of options.content.partners) {
    const logo = await upload(ctx, 'partnerLogo', `${partner.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`, await demoLogo(partner.colours));
    await createPartner(ctx, { name: partner.name, link: partner.link, logoGuid: logo.id });
  }
}

export const englishSiteContent: DemoSiteContent = {
  about: {
    title: 'About our idea campaigns',
    body: 'The **Demo Organisation** collects ideas from everyone who works here.\n\n## How to take part\n\n1. Join a campaign on the start page.\n2. Share an idea, or give feedback on someone else\'s.\n3. Follow the best ideas as they grow.\n\nQuestions? Write to [ideas@example.com](mailto:ideas@example.com).',
  },
  menus: [
    { nav: 'top', name: 'About', type: MENU_TYPE.page },
    { nav: 'footer', name: 'About our idea campaigns', type: MENU_TYPE.page },
    { nav: 'footer', name: 'Contact us', type: MENU_TYPE.mailTo, link: 'ideas@example.com' },
    { nav: 'footer2', name: 'Our website', type: MENU_TYPE.external, link: 'https://example.com' },
  ],
  partners: [
    { name: 'Northwind Traders', link: 'https://example.com/northwind', colours: ['#1f5fbf', '#e0633a'] },
    { name: 'Contoso Energy', link: 'https://example.com/contoso', colours: ['#2f855a', '#d69e2e'] },
    { name: 'Fabrikam Labs', link: 'https://example.com/fabrikam', colours: ['#6b46c1', '#38b2ac'] },
  ],
};

export const swedishSiteContent: DemoSiteContent = {
  about: {
    title: 'Om våra idékampanjer',
    body: '**Demoorganisationen** samlar idéer från alla som arbetar här.\n\n## Så deltar du\n\n1. Gå med i en kampanj på startsidan.\n2. Dela en idé, eller ge återkoppling på någon annans.\n3. Följ de bästa idéerna när de växer.\n\nFrågor? Skriv till [ideer@example.com](mailto:ideer@example.com).',
  },
  menus: [
    { nav: 'top', name: 'Om oss', type: MENU_TYPE.page },
    { nav: 'footer', name: 'Om våra idékampanjer', type: MENU_TYPE.page },
    { nav: 'footer', name: 'Kontakta oss', type: MENU_TYPE.mailTo, link: 'ideer@example.com' },
    { nav: 'footer2', name: 'Vår webbplats', type: MENU_TYPE.external, link: 'https://example.com/sv' },
  ],
  partners: [
    { name: 'Norrsken Energi', link: 'https://example.com/norrsken', colours: ['#c53030', '#2b6cb0'] },
    { name: 'Skärgårdens Bygg', link: 'https://example.com/skargarden', colours: ['#2c7a7b', '#dd6b20'] },
  ],
};
