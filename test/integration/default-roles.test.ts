import { beforeAll, describe, expect, it } from 'vitest';
import { renameDefaults } from '#migrations/Migration20261128130000.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { createOrganisation } from '../factories/organisation.factory';
import { callerFor } from '../support/callers';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

const rolesOf = async (id: string) => (await testOrm().em.fork().findOneOrFail(OrganisationSchema, { id }, { filters: false })).roles;

describe('the default roles in the site language (issue 31)', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  it('names a new Swedish site\'s roles in Swedish, and an English site\'s in English', async () => {
    const { caller } = await callerFor(personas.superAdmin);
    for (const [language, names] of [
      ['sv', ['Medlem', 'Gäst']],
      ['en', ['Member', 'Guest']],
    ] as const) {
      const subdomain = `roles-${language}-${Date.now().toString(36)}`;
      const created = await caller.sites.create({
        name: `Roles ${language}`,
        subdomain,
        publicUrl: '',
        language,
        premium: false,
        assets: { logo: '', footerlogo: '', hero: '', heromobile: '' },
        admin: { email: `admin@${subdomain}.example.com`, firstName: 'Rut', lastName: 'Roles' },
      });
      expect(await rolesOf(created.guid)).toEqual([
        { slug: 'member', name: names[0] },
        { slug: 'guest', name: names[1] },
      ]);
    }
  });

  it('renames the untouched English defaults of existing Swedish sites, and nothing an admin named', async () => {
    const em = testOrm().em.fork();
    const english = [
      { slug: 'member', name: 'Member' },
      { slug: 'guest', name: 'Guest' },
    ];
    const untouched = await createOrganisation({ language: 'sv' });
    const renamed = await createOrganisation({ language: 'sv' });
    const englishSite = await createOrganisation({ language: 'en' });
    const custom = [{ slug: 'member', name: 'Personal' }, { slug: 'guest', name: 'Guest' }, { slug: 'partner', name: 'Member' }];
    await em.nativeUpdate(OrganisationSchema, { id: { $in: [untouched.id, englishSite.id] } }, { roles: english }, { filters: false });
    await em.nativeUpdate(OrganisationSchema, { id: renamed.id }, { roles: custom }, { filters: false });

    await em.getConnection().execute(renameDefaults({ Member: 'Medlem', Guest: 'Gäst' }));

    expect(await rolesOf(untouched.id)).toEqual([
      { slug: 'member', name: 'Medlem' },
      { slug: 'guest', name: 'Gäst' },
    ]);
    expect(await rolesOf(renamed.id)).toEqual([{ slug: 'member', name: 'Personal' }, { slug: 'guest', name: 'Gäst' }, { slug: 'partner', name: 'Member' }]);
    expect(await rolesOf(englishSite.id)).toEqual(english);
  });
});
