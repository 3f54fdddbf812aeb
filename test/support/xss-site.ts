import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7 } from 'uuid';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import { CommentSchema, IdeaAttachmentSchema, IdeaTagSchema, type Idea } from '#server/entities/idea.entity.ts';
import { MediaFileSchema, type MediaFile } from '#server/entities/media.entity.ts';
import { NotificationSchema } from '#server/entities/notification.entity.ts';
import { LabelSchema, type Organisation } from '#server/entities/organisation.entity.ts';
import { MenuItemSchema } from '#server/entities/menu-item.entity.ts';
import { PageSchema, type Page } from '#server/entities/page.entity.ts';
import { PartnerSchema } from '#server/entities/partner.entity.ts';
import { TagSchema, type Tag } from '#server/entities/tag.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { MENU_TYPE, type MenuNav } from '#shared/schemas/menus.ts';
import { campaignSettingsSchema } from '#shared/schemas/campaign.ts';
import type { Agreement } from '#server/entities/agreement.entity.ts';
import { createAgreement } from '../factories/agreement.factory';
import { createCampaignRow } from '../factories/campaign.factory';
import { createFeedbackRow, createIdeaRow } from '../factories/idea.factory';
import { ideaField } from '../factories/idea-field.factory';
import { createOrganisation } from '../factories/organisation.factory';
import { addParticipants } from '../factories/participation.factory';
import { registrationExtraFields, registrationField } from '../factories/registration-field.factory';
import { createUser, FACTORY_PASSWORD } from '../factories/user.factory';
import { payloadsFitting, xssLinks, xssPayloads, type XssPayload } from './xss-corpus';

/** How many ideas carry payloads: each its own share of the corpus, so every payload is in every idea field somewhere. */
export const XSS_IDEA_COUNT = 6;

const IDEA_FIELD = { text: 'val.xss.text', textarea: 'val.xss.textarea' } as const;
const PROFILE_FIELD = 'val.xss.profile';

/** Every payload in one markdown text, one paragraph each. */
const allAsMarkdown = (payloads: XssPayload[] = xssPayloads) => payloads.map((payload) => payload.text).join('\n\n');

/** The index-th of `of` equal shares of `items`. */
function share<T>(index: number, of: number, items: T[]): T[] {
  const size = Math.ceil(items.length / of);
  return items.slice(index * size, (index + 1) * size);
}

const joined = (payloads: XssPayload[]) => payloads.map((payload) => payload.text).join(' ');

/** One payload for a column of `maxLength` characters, the `at`th of those that fit. */
const fitting = (maxLength: number, at: number) => payloadsFitting(maxLength, at, 1)[0]!.text;

export interface XssSite {
  organisation: Organisation;
  subdomain: string;
  admin: User;
  password: string;
  people: User[];
  campaign: Campaign;
  ideas: Idea[];
  /** Texts each idea's screen shows as written: its title, its first payload (a comment, a feedback, a file's name) and its first tag. */
  ideaTexts: string[][];
  /** A name in the top menu, shown on every screen. */
  menuName: string;
  page: Page;
  agreement: Agreement;
  tags: Tag[];
  files: MediaFile[];
}

/**
 * A site of its own (the demo sites are shared by every browser test) whose every user-written
 * text that a screen shows holds payloads of the corpus, written straight to the database as
 * any of them could be by an old import or a bug in a form's validation.
 */
export async function plantXssSite(em: EntityManager): Promise<XssSite> {
  const suffix = randomBytes(3).toString('hex');
  const subdomain = `xss-${suffix}`;
  const organisation = await createOrganisation(
    {
      name: fitting(200, 1),
      slug: subdomain,
      subdomain,
      settings: {
        heroWording: 'custom',
        footerWording: 'custom',
        footerText: joined(share(0, 4, xssPayloads)),
        copyrightMarkup: allAsMarkdown(),
        termsOfServiceLink: { type: 'internal', value: xssLinks[0]!.text },
        privacyPolicyLink: { type: 'external', value: xssLinks[1]!.text },
        assets: {
          logo: xssLinks[0]!.text,
          logoneg: '',
          footerlogo: xssLinks[1]!.text,
          hero: '',
          heromobile: '',
          heroBig: joined(payloadsFitting(500, 0, 6)),
          heroSmall: joined(share(1, 4, xssPayloads)),
          heroBtnTextDesktop: fitting(200, 2),
          heroBtnTextMobile: fitting(200, 3),
        },
        registrationExtraFields: registrationExtraFields([registrationField({ fieldid: PROFILE_FIELD, label: fitting(200, 4), public: true, multiline: true })]),
        ideaMaxNumTags: 10,
        maxVisiblePartnerLogos: 20,
      },
    },
    em,
  );

  const admin = await createUser(
    {
      organisation,
      email: `xss-admin-${suffix}@example.com`,
      firstName: fitting(100, 0),
      lastName: fitting(100, 1),
      isOrgAdmin: true,
      extraFields: { [PROFILE_FIELD]: allAsMarkdown() },
    },
    em,
  );
  const people: User[] = [];
  for (const [index, payload] of payloadsFitting(100).entries()) {
    people.push(
      await createUser(
        { organisation, email: `xss-${index}-${suffix}@example.com`, firstName: payload.text, lastName: fitting(100, index + 1), extraFields: { [PROFILE_FIELD]: payload.text } },
        em,
      ),
    );
  }
  const labels = payloadsFitting(200).map((payload) => em.create(LabelSchema, { organisation, name: payload.text }));
  // The factories created these in `em`, so they are managed there and the next flush saves them.
  admin.description = allAsMarkdown();
  admin.profileImage = { url: xssLinks[0]!.text };
  admin.labels.add(labels);
  for (const [index, person] of people.entries()) person.labels.add(labels[index % labels.length]!);

  const agreement = await createAgreement(organisation, { type: 'campaign', name: fitting(200, 5), text: allAsMarkdown() }, em);
  const campaign = await createCampaignRow({ organisation, coach: admin, name: joined(payloadsFitting(60, 6, 3)), content: allAsMarkdown(), agreement }, em);
  campaign.showOnLandingPage = true;
  campaign.featured = true;
  campaign.settings = campaignSettingsSchema.parse({
    ideaExtraFields: {
      custom: [
        ideaField({ fieldid: IDEA_FIELD.text, formType: 'text', label: fitting(200, 7) }),
        ideaField({ fieldid: IDEA_FIELD.textarea, formType: 'textarea', multiline: true, label: fitting(200, 8) }),
      ],
    },
  });
  await addParticipants(campaign, [admin, ...people], 'approved', em);

  const tags = payloadsFitting(60).map((payload, index) => em.create(TagSchema, { organisation, name: payload.text, slug: `xss-tag-${index}-${suffix}` }));
  const files = xssPayloads.map((payload) =>
    em.create(MediaFileSchema, {
      id: uuidv7(),
      organisation,
      owner: admin,
      context: 'adminFile',
      filename: 'payload.pdf',
      title: payload.text.slice(0, 255),
      mimeType: 'application/pdf',
      extension: 'pdf',
      byteSize: 100,
      width: null,
      height: null,
      // Never read: the screens show the title; downloading is not what this test is about.
      storageKey: `xss/${uuidv7()}`,
      processing: false,
      encodedVideos: [],
      posterKey: null,
      processingError: null,
    }),
  );
  await em.flush();

  const ideas: Idea[] = [];
  const ideaTexts: string[][] = [];
  for (let index = 0; index < XSS_IDEA_COUNT; index += 1) {
    const payloads = share(index, XSS_IDEA_COUNT, xssPayloads);
    const idea = await createIdeaRow(
      {
        campaign,
        author: people[index % people.length]!,
        name: joined(payloadsFitting(200, index * 3, 3)).slice(0, 200),
        content: allAsMarkdown(payloads),
        extraFields: { [IDEA_FIELD.text]: joined(payloads), [IDEA_FIELD.textarea]: allAsMarkdown(payloads) },
      },
      em,
    );
    ideas.push(idea);
    ideaTexts.push([idea.name, payloads[0]!.text, share(index, XSS_IDEA_COUNT, tags)[0]!.name]);
    for (const tag of share(index, XSS_IDEA_COUNT, tags)) em.create(IdeaTagSchema, { idea, tag });
    for (const [position, payload] of payloads.entries()) {
      const comment = em.create(CommentSchema, { organisation, idea, author: people[position % people.length]!, parent: null, body: payload.text });
      em.create(CommentSchema, { organisation, idea, author: admin, parent: comment, body: allAsMarkdown(payloads) });
      em.create(IdeaAttachmentSchema, { idea, media: files[payload.id - 1]!, kind: 'document', name: payload.text.slice(0, 255), position });
    }
    idea.commentCount = payloads.length * 2;
    await em.flush();
    for (const [position, payload] of payloads.entries()) {
      const feedback = await createFeedbackRow({ idea, author: people[(position + 1) % people.length]! }, em);
      feedback.comment = payload.text;
    }
    await em.flush();
    em.create(NotificationSchema, {
      organisation,
      user: admin,
      type: 'idea',
      subType: 'created',
      data: { ideaGuid: idea.id, ideaName: idea.name, campaignSlug: campaign.slug, campaignName: campaign.name, actorGuid: people[0]!.id, actorName: joined(payloads) },
      readAt: null,
    });
  }

  const page = em.create(PageSchema, { organisation, title: fitting(200, 9), slug: `xss-page-${suffix}`, body: allAsMarkdown() });
  const navs: MenuNav[] = ['top', 'footer', 'footer2'];
  for (const [index, payload] of payloadsFitting(100).entries()) {
    const link = xssLinks[index % xssLinks.length]!.text;
    em.create(MenuItemSchema, { organisation, nav: navs[index % navs.length]!, navPos: index, name: payload.text, type: MENU_TYPE.external, link, page: null });
  }
  em.create(MenuItemSchema, { organisation, nav: 'footer', navPos: 999, name: fitting(100, 2), type: MENU_TYPE.mailTo, link: xssLinks[0]!.text, page: null });
  // One entry the menus keep (the others lead to scripts): its name is on every screen.
  const menuName = `${fitting(90, 3)} (menu)`;
  em.create(MenuItemSchema, { organisation, nav: 'top', navPos: 999, name: menuName, type: MENU_TYPE.external, link: 'https://example.com/menu', page: null });
  for (const [index, payload] of payloadsFitting(200).entries()) {
    em.create(PartnerSchema, { organisation, name: payload.text, link: xssLinks[index % xssLinks.length]!.text, logo: null });
  }
  await em.flush();

  return { menuName, ideaTexts, organisation, subdomain, admin, password: FACTORY_PASSWORD, people, campaign, ideas, page, agreement, tags, files };
}
