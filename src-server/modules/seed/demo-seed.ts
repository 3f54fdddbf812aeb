import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { TENANT_FILTER, type TenantFilterArgs } from '#server/db/base-entity.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import { SUPER_ADMIN_ROLE } from '#shared/constants.ts';
import { hashPassword } from '#server/modules/auth/password.ts';
import { defaultOrganisationRoles } from '#server/modules/organisation/default-roles.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { buildUser } from '#server/modules/user/user.service.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { englishCampaigns, seedDemoCampaigns } from './demo-campaigns';
import { englishIdeas } from './demo-ideas-en';
import { seedDemoIdeas } from './demo-ideas';
import { seedDemoTerms } from './demo-agreements';
import { englishRegistrationFields } from './demo-site-en';
import { swedishCampaigns, swedishIdeas, swedishRegistrationFields, swedishTerms } from './demo-site-sv';
import { englishSiteContent, seedDemoSiteContent, swedishSiteContent } from './demo-site-content';
import { refreshTrending } from '#server/modules/idea/trending.service.ts';

/** Every demo account shares this password; it is printed at each start while the demo exists. */
export const DEMO_PASSWORD = 'demo-hunt-2026';

// Each account has filled in its site's required registration field (the department).
export const demoAccounts = [
  { persona: 'super admin', email: 'superadmin@example.com', firstName: 'Sam', lastName: 'Super', roles: [SUPER_ADMIN_ROLE], isOrgAdmin: false, org: 'demo', extraFields: { 'val.demo.department': 'Operations' } },
  { persona: 'org admin', email: 'admin@example.com', firstName: 'Olivia', lastName: 'Admin', roles: [], isOrgAdmin: true, org: 'demo', extraFields: { 'val.demo.department': 'Operations' } },
  { persona: 'coach', email: 'coach@example.com', firstName: 'Carl', lastName: 'Coach', roles: [], isOrgAdmin: false, org: 'demo', extraFields: { 'val.demo.department': 'Development' } },
  { persona: 'participant', email: 'anna@example.com', firstName: 'Anna', lastName: 'Andersson', roles: [], isOrgAdmin: false, org: 'demo', extraFields: { 'val.demo.department': 'Sales' } },
  { persona: 'participant', email: 'erik@example.com', firstName: 'Erik', lastName: 'Ek', roles: [], isOrgAdmin: false, org: 'demo', extraFields: { 'val.demo.department': 'Support' } },
  { persona: 'org admin (Swedish site)', email: 'admin.sverige@example.com', firstName: 'Sara', lastName: 'Svensson', roles: [], isOrgAdmin: true, org: 'sverige', extraFields: { 'val.sverige.avdelning': 'Drift' } },
  { persona: 'participant (Swedish site)', email: 'lina.sverige@example.com', firstName: 'Lina', lastName: 'Lindqvist', roles: [], isOrgAdmin: false, org: 'sverige', extraFields: { 'val.sverige.avdelning': 'Support' } },
  { persona: 'participant (Swedish site)', email: 'johan.sverige@example.com', firstName: 'Johan', lastName: 'Berg', roles: [], isOrgAdmin: false, org: 'sverige', extraFields: { 'val.sverige.avdelning': 'Utveckling' } },
] as const;

// Co-authors and idea tags are on so the demo ideas can show them.
const demoSettings = { featureHuntStatistics: true, multipleIdeaAuthors: true, ideaMaxNumTags: 3 };

const demoOrganisations = [
  { slug: 'demo', name: 'Demo Organisation', subdomain: null, language: 'en', isDefault: true, settings: { ...demoSettings, registrationExtraFields: englishRegistrationFields } },
  { slug: 'sverige', name: 'Demoorganisationen', subdomain: 'sverige', language: 'sv', isDefault: false, settings: { ...demoSettings, registrationExtraFields: swedishRegistrationFields } },
] as const;

/** Each demo site's content, who coaches its campaigns, and the terms its members accept, if any. */
const demoSites = [
  { org: 'demo', coach: 'coach@example.com', admin: 'admin@example.com', campaigns: englishCampaigns, ideas: englishIdeas, terms: null, content: englishSiteContent },
  { org: 'sverige', coach: 'admin.sverige@example.com', admin: 'admin.sverige@example.com', campaigns: swedishCampaigns, ideas: swedishIdeas, terms: swedishTerms, content: swedishSiteContent },
] as const;

/**
 * First start on an empty database: a default organisation, and with demo data on, a second
 * (Swedish) site and the demo accounts. Does nothing once any organisation exists.
 */
export async function seedEmptyDatabase(
  orm: MikroORM,
  options: { demo: boolean; storage: FileStorage; logger: Logger; publicUrl: string },
): Promise<'demo' | 'bare' | 'none'> {
  const em = orm.em.fork();
  if ((await em.count(OrganisationSchema, {})) > 0) return 'none';
  if (!options.demo) {
    em.create(OrganisationSchema, { slug: 'default', name: 'IdeaHunt', language: 'en', isDefault: true, roles: defaultOrganisationRoles('en'), settings: {} });
    await em.flush();
    return 'bare';
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const orgs = await em.transactional(async (tx) => {
    const orgs = new Map(
      demoOrganisations.map((org) => [org.slug, tx.create(OrganisationSchema, { ...org, roles: defaultOrganisationRoles(org.language) })]),
    );
    for (const account of demoAccounts) {
      buildUser(tx, orgs.get(account.org)!, {
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        passwordHash,
        status: 'active',
        roles: [...account.roles],
        isOrgAdmin: account.isOrgAdmin,
        extraFields: account.extraFields,
      });
    }
    return orgs;
  });
  for (const site of demoSites) {
    const org = orgs.get(site.org)!;
    const siteEm = orm.em.fork();
    const tenant: TenantFilterArgs = { organisationId: org.id };
    siteEm.setFilterParams(TENANT_FILTER, tenant);
    const siteOrg = await siteEm.findOneOrFail(OrganisationSchema, { id: org.id });
    const siteEmails = demoAccounts.filter((account) => account.org === site.org).map((account) => account.email);
    const siteUsers = await siteEm.find(UserSchema, { email: { $in: siteEmails } });
    const people = new Map(siteUsers.map((user) => [user.email, user]));
    const deps = { storage: options.storage, logger: options.logger, publicUrl: options.publicUrl };
    if (site.terms) await seedDemoTerms(siteEm, siteOrg, site.terms, siteUsers);
    const campaigns = await seedDemoCampaigns(siteEm, { org: siteOrg, coach: siteUsers.find((user) => user.email === site.coach)!, people, deps, campaigns: site.campaigns });
    await seedDemoIdeas(siteEm, { org: siteOrg, campaigns, people, deps, ideas: site.ideas });
    await seedDemoSiteContent(siteEm, { org: siteOrg, admin: people.get(site.admin)!, deps, content: site.content });
  }
  // The campaigns' medians, so HOT marks only the ideas above them from the first page on
  // rather than after the job's first run (until then a median is 0 and all activity is HOT).
  await refreshTrending(orm.em.fork());
  return 'demo';
}

/** The demo accounts still present, for the start banner. */
export async function presentDemoAccounts(orm: MikroORM): Promise<{ persona: string; email: string; site: string }[]> {
  const em = orm.em.fork({ disableContextResolution: true });
  const users = await em.find(
    UserSchema,
    { email: { $in: demoAccounts.map((account) => account.email) } },
    { filters: false, populate: ['organisation'] },
  );
  return demoAccounts
    .filter((account) => users.some((user) => user.email === account.email))
    .map((account) => ({ persona: account.persona, email: account.email, site: account.org }));
}
