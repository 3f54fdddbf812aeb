import type { IdeaStatus, Language } from '#shared/constants.ts';

/** What a follower is told of (issue 34), with what each kind names. */
export type FollowNotice =
  | { notice: 'status'; status: IdeaStatus }
  | { notice: 'stage'; stageNameEn: string; stageNameSv: string }
  | { notice: 'won' }
  | { notice: 'merged'; otherIdeaName: string };

/** One line of a digest (issue 34 item 4): a feed entry's event ("type/subType") and what it names. */
export interface DigestEntry {
  event: string;
  ideaName?: string | undefined;
  otherIdeaName?: string | undefined;
  campaignName?: string | undefined;
  actorName?: string | undefined;
  status?: string | undefined;
  stageNameEn?: string | undefined;
  stageNameSv?: string | undefined;
}

/** Every e-mail the platform sends, with what each needs to say (ARCHITECTURE §6: en and sv). */
export interface MailTemplates {
  'campaign-invitation': { campaignName: string; inviterName: string; link: string };
  'campaign-approved': { campaignName: string; link: string };
  'campaign-join-request': { campaignName: string; participantName: string; link: string };
  'winners-announced': { campaignName: string; winners: string[]; link: string };
  /** A co-author invitation (spec 1 §4): the invitee accepts or rejects on the idea page. */
  'idea-author-invitation': { ideaName: string; campaignName: string; inviterName: string; link: string };
  /** A coach asks the authors of an idea whether it may be merged into another (issue 23); they answer on the idea page. */
  'idea-merge-proposal': { ideaName: string; targetName: string; campaignName: string; coachName: string; link: string };
  /** What happened to an idea its follower follows (issue 34 status notices); each kind carries what it names. */
  'idea-follow-notice': { ideaName: string; campaignName: string; actorName: string; what: FollowNotice; link: string };
  /** Someone wrote `@name` for the recipient in a comment or feedback on an idea they may see (issue 34 item 6). */
  'idea-mention': { ideaName: string; campaignName: string; actorName: string; where: 'comment' | 'feedback'; link: string };
  /** The link that verifies a new account (spec 3 §4 verification mail). */
  'account-verification': { firstName: string; link: string };
  /**
   * A site's own sign-in provider vouched for this account's address (issue 35): the link links it
   * to the account and signs in; whoever holds it can, so it goes only to the address itself.
   */
  'external-link-confirm': { firstName: string; providerName: string; siteName: string; link: string };
  /** A link to set a new password (spec 3 §4 password reset); whoever holds it can take the account. */
  'password-reset': { firstName: string; link: string };
  /** New feedback on an idea, to its authors who keep the feedback e-mails on. */
  'idea-feedback': { ideaName: string; campaignName: string; actorName: string; link: string };
  /** A new comment on an idea, to its authors who keep the comment e-mails on. */
  'idea-comment': { ideaName: string; campaignName: string; actorName: string; link: string };
  /** The site's mailToIdeaCreator: whoever adds an idea gets a receipt with a link to it. */
  'idea-receipt': { firstName: string; ideaName: string; campaignName: string; link: string };
  /** A new site's first admin (the super admin's sites form): a link to choose a password, valid for days. */
  'site-admin-invitation': { firstName: string; inviterName: string; siteName: string; link: string };
  /** The site's weeklyAdminSummary: last week's figures to each of its admins. */
  /** A webhook endpoint the server switched off after repeated failure, to each of the site's admins. */
  'webhook-disabled': { firstName: string; siteName: string; url: string; failures: number; link: string };
  'weekly-admin-summary': { firstName: string; siteName: string; from: string; to: string; members: number; campaigns: number; ideas: number; feedback: number; comments: number; link: string };
  /** An evaluator's open reviews in a campaign are due soon (issue 33 item 7): once per review, by the hourly job. */
  'review-reminder': { firstName: string; campaignName: string; reviews: number; due: string; link: string };
  /** A person's daily or weekly digest of the notices they chose to get that way (issue 34 item 4). */
  'notice-digest': { firstName: string; frequency: 'daily' | 'weekly'; entries: DigestEntry[]; link: string };
  /** A copy of someone's data is ready (issue 36): to whoever asked, the person or an admin for them. */
  'personal-data-ready': { firstName: string; subjectName: string; own: boolean; expiresOn: string; link: string };
}

/** Templates whose link grants access on its own: never written to a log. */
export const SECRET_LINK_TEMPLATES: ReadonlySet<MailTemplateName> = new Set(['password-reset', 'external-link-confirm', 'site-admin-invitation', 'personal-data-ready']);
export type MailTemplateName = keyof MailTemplates;

interface Wording {
  subject: string;
  lines: string[];
  action: string;
}

/** Status names as the idea pages name them (ideaView.statusNames), for mails. */
const STATUS_NAMES: Record<Language, Record<IdeaStatus, string>> = {
  en: { DRAFT: 'Draft', PUBLISHED: 'Published', candidate: 'Candidate', WINNER: 'Winner', declined: 'Declined', ACCEPTED: 'Accepted', implemented: 'Implemented', ARCHIVED: 'Archived' },
  sv: { DRAFT: 'Utkast', PUBLISHED: 'Publicerad', candidate: 'Kandidat', WINNER: 'Vinnare', declined: 'Avböjd', ACCEPTED: 'Godkänd', implemented: 'Genomförd', ARCHIVED: 'Arkiverad' },
};

/** A digest line in the recipient's language: what happened, to which idea, in which campaign. */
function digestLine(language: Language, entry: DigestEntry): string {
  const [type, subType = ''] = entry.event.split('/');
  const idea = `"${entry.ideaName ?? ''}"`;
  const campaign = `"${entry.campaignName ?? ''}"`;
  const actor = entry.actorName ?? (language === 'sv' ? 'Någon' : 'Someone');
  const status = entry.status && entry.status in STATUS_NAMES[language] ? STATUS_NAMES[language][entry.status as IdeaStatus] : (entry.status ?? '');
  const stage = (language === 'sv' ? entry.stageNameSv : entry.stageNameEn) ?? '';
  const en: Record<string, () => string> = {
    mention: () => `${actor} mentioned you on ${idea}`,
    'feedback/recieved': () => `${actor} gave feedback on your idea ${idea}`,
    'feedback/created': () => `${actor} gave feedback on ${idea}`,
    'feedback/used': () => `${actor} marked your feedback on ${idea} as helpful`,
    'comment/created': () => `${actor} commented on ${idea}`,
    'idea/created': () => `${actor} posted the idea ${idea}`,
    'idea/joined': () => `${actor} joined ${idea} as a co-author`,
    'idea/accepted': () => `${idea} was accepted`,
    'idea/status': () => `${idea} is now: ${status}`,
    'idea/stage': () => `${idea} moved to the stage ${stage}`,
    'idea/won': () => `${idea} is a winner`,
    'idea/merged': () => `${idea} was merged into "${entry.otherIdeaName ?? ''}"`,
    'idea/merge': () => `A merge of ${idea} and "${entry.otherIdeaName ?? ''}" moved on`,
    'campaign/winners': () => `The winners were announced`,
    'campaign/created': () => `${actor} created the campaign`,
    'campaign/approved': () => `${actor} joined the campaign`,
    'campaign/pending': () => `${actor} asks to join the campaign`,
    'participant/approved': () => `Your request to join was approved`,
    'participant/declined': () => `Your request to join was declined`,
  };
  const sv: Record<string, () => string> = {
    mention: () => `${actor} nämnde dig på ${idea}`,
    'feedback/recieved': () => `${actor} gav feedback på din idé ${idea}`,
    'feedback/created': () => `${actor} gav feedback på ${idea}`,
    'feedback/used': () => `${actor} markerade din feedback på ${idea} som hjälpsam`,
    'comment/created': () => `${actor} kommenterade ${idea}`,
    'idea/created': () => `${actor} lade upp idén ${idea}`,
    'idea/joined': () => `${actor} gick med i ${idea} som medförfattare`,
    'idea/accepted': () => `${idea} har godkänts`,
    'idea/status': () => `${idea} har nu status: ${status}`,
    'idea/stage': () => `${idea} har flyttats till steget ${stage}`,
    'idea/won': () => `${idea} är en vinnare`,
    'idea/merged': () => `${idea} har slagits ihop med "${entry.otherIdeaName ?? ''}"`,
    'idea/merge': () => `En sammanslagning av ${idea} och "${entry.otherIdeaName ?? ''}" har gått vidare`,
    'campaign/winners': () => `Vinnarna har tillkännagetts`,
    'campaign/created': () => `${actor} skapade kampanjen`,
    'campaign/approved': () => `${actor} gick med i kampanjen`,
    'campaign/pending': () => `${actor} vill gå med i kampanjen`,
    'participant/approved': () => `Din begäran att gå med har godkänts`,
    'participant/declined': () => `Din begäran att gå med har avböjts`,
  };
  const lines = language === 'sv' ? sv : en;
  const key = subType === 'mention' || type === 'mention' ? 'mention' : subType.startsWith('merge-') ? 'idea/merge' : entry.event;
  const line = lines[key]?.() ?? (language === 'sv' ? 'Något nytt' : 'Something new');
  return entry.campaignName ? `${line} (${campaign})` : line;
}

type Texts = { [T in MailTemplateName]: (params: MailTemplates[T]) => Wording };

const texts: Record<Language, Texts> = {
  en: {
    'campaign-invitation': (p) => ({
      subject: `You are invited to ${p.campaignName}`,
      lines: [`${p.inviterName} has invited you to take part in the campaign "${p.campaignName}".`, 'Share your ideas and give feedback on the ideas of others.'],
      action: 'Accept the invitation',
    }),
    'campaign-approved': (p) => ({
      subject: `Welcome to ${p.campaignName}`,
      lines: [`A coach has approved your request to join "${p.campaignName}". You can now add ideas and give feedback.`],
      action: 'Open the campaign',
    }),
    'campaign-join-request': (p) => ({
      subject: `${p.participantName} wants to join ${p.campaignName}`,
      lines: [`${p.participantName} has asked to join "${p.campaignName}" and is waiting for a coach to approve.`],
      action: 'Review the request',
    }),
    'winners-announced': (p) => ({
      subject: `The winners of ${p.campaignName}`,
      lines: [`The winners of "${p.campaignName}" have been announced:`, ...p.winners.map((winner) => `• ${winner}`), 'Thank you for taking part!'],
      action: 'See the winning ideas',
    }),
    'idea-author-invitation': (p) => ({
      subject: `${p.inviterName} invites you to co-author an idea`,
      lines: [`${p.inviterName} has invited you to be a co-author of the idea "${p.ideaName}" in the campaign "${p.campaignName}".`, 'Open the idea to accept or decline.'],
      action: 'Open the idea',
    }),
    'idea-merge-proposal': (p) => ({
      subject: `${p.coachName} proposes merging your idea "${p.ideaName}"`,
      lines: [
        `${p.coachName}, a coach of the campaign "${p.campaignName}", proposes merging your idea "${p.ideaName}" into the similar idea "${p.targetName}".`,
        'If you accept, you become a co-author of that idea and your idea\'s comments and feedback move with you. Nothing happens unless every author of your idea accepts.',
        'Open your idea to accept or decline.',
      ],
      action: 'Open your idea',
    }),
    'idea-follow-notice': ({ what, ...p }) => {
      const about = `You follow the idea "${p.ideaName}" in the campaign "${p.campaignName}".`;
      if (what.notice === 'won') return { subject: `"${p.ideaName}" is a winner`, lines: [about, `${p.actorName} has made it a winning idea.`], action: 'Open the idea' };
      if (what.notice === 'merged') return { subject: `"${p.ideaName}" has been merged`, lines: [about, `It has been merged into the idea "${what.otherIdeaName}", where its comments and feedback now are.`], action: 'Open the idea' };
      if (what.notice === 'stage') return { subject: `"${p.ideaName}" moved to ${what.stageNameEn}`, lines: [about, `${p.actorName} has moved it to the stage "${what.stageNameEn}".`], action: 'Open the idea' };
      return { subject: `"${p.ideaName}" is now ${STATUS_NAMES.en[what.status]}`, lines: [about, `${p.actorName} has changed its status to ${STATUS_NAMES.en[what.status]}.`], action: 'Open the idea' };
    },
    'idea-mention': (p) => ({
      subject: `${p.actorName} mentioned you on "${p.ideaName}"`,
      lines: [`${p.actorName} mentioned you in ${p.where === 'comment' ? 'a comment' : 'feedback'} on the idea "${p.ideaName}" in the campaign "${p.campaignName}".`],
      action: p.where === 'comment' ? 'Read the comment' : 'Read the feedback',
    }),
    'account-verification': (p) => ({
      subject: 'Verify your account',
      lines: [`Hi ${p.firstName},`, 'Please confirm that this is your e-mail address to activate your account. The link is valid for 7 days.', 'If you did not sign up, you can ignore this message.'],
      action: 'Verify my account',
    }),
    'external-link-confirm': (p) => ({
      subject: `Link ${p.providerName} to your account on ${p.siteName}`,
      lines: [
        `Hi ${p.firstName},`,
        `Someone signed in to ${p.siteName} with ${p.providerName}, which says this is their e-mail address. If it was you, open the link within 30 minutes: it links ${p.providerName} to your account and signs you in, and from then on ${p.providerName} signs you in. It works once.`,
        `If it was not you, do not open the link and tell the site's admins: your account stays as it is.`,
      ],
      action: `Link ${p.providerName} and sign in`,
    }),
    'password-reset': (p) => ({
      subject: 'Reset your password',
      lines: [`Hi ${p.firstName},`, 'Someone asked to reset the password of your account. Open the link within an hour to choose a new one; it works once.', 'If it was not you, ignore this message: your password stays as it is.'],
      action: 'Choose a new password',
    }),
    'idea-feedback': (p) => ({
      subject: `New feedback on ${p.ideaName}`,
      lines: [`${p.actorName} has given feedback on your idea "${p.ideaName}" in the campaign "${p.campaignName}".`],
      action: 'Read the feedback',
    }),
    'idea-comment': (p) => ({
      subject: `New comment on ${p.ideaName}`,
      lines: [`${p.actorName} has commented on your idea "${p.ideaName}" in the campaign "${p.campaignName}".`],
      action: 'Read the comment',
    }),
    'idea-receipt': (p) => ({
      subject: `Your idea "${p.ideaName}" has been added`,
      lines: [`Hi ${p.firstName},`, `Thank you for your idea "${p.ideaName}" in the campaign "${p.campaignName}". Others can now see it, give feedback and upvote it.`],
      action: 'Open your idea',
    }),
    'site-admin-invitation': (p) => ({
      subject: `You are the admin of ${p.siteName}`,
      lines: [`Hi ${p.firstName},`, `${p.inviterName} has created the site "${p.siteName}" and made you its admin.`, 'Open the link within 7 days to choose your password; it works once.'],
      action: 'Choose your password',
    }),
    'webhook-disabled': (p) => ({
      subject: `A webhook of ${p.siteName} was switched off`,
      lines: [`Hi ${p.firstName},`, `The webhook to ${p.url} failed ${p.failures} deliveries in a row, so it was switched off and gets no more events.`, 'Check the receiver, then switch the webhook on again; failed deliveries can be sent again from its log.'],
      action: 'See the webhooks',
    }),
    'weekly-admin-summary': (p) => ({
      subject: `Last week's figures for ${p.siteName}`,
      lines: [
        `Hi ${p.firstName},`,
        `From ${p.from} to ${p.to}:`,
        `• New members: ${p.members}`,
        `• New campaigns: ${p.campaigns}`,
        `• New ideas: ${p.ideas}`,
        `• New feedback: ${p.feedback}`,
        `• New comments: ${p.comments}`,
        'You get this summary because the site has its weekly summary to admins switched on.',
      ],
      action: 'See the ideas',
    }),
    'review-reminder': (p) => ({
      subject: p.reviews === 1 ? `A review in ${p.campaignName} is due ${p.due}` : `${p.reviews} reviews in ${p.campaignName} are due ${p.due}`,
      lines: [`Hi ${p.firstName},`, p.reviews === 1 ? `You have a review in ${p.campaignName} to finish by ${p.due}.` : `You have ${p.reviews} reviews in ${p.campaignName} to finish by ${p.due}.`, 'Your scores count once you submit them.'],
      action: 'Open the campaign',
    }),
    'notice-digest': (p) => ({
      subject: `Your ${p.frequency} digest: ${p.entries.length} ${p.entries.length === 1 ? 'update' : 'updates'}`,
      lines: [`Hello ${p.firstName}!`, `This is what happened in your campaigns and to the ideas you follow since your last ${p.frequency === 'daily' ? 'daily' : 'weekly'} digest:`, ...p.entries.map((entry) => `• ${digestLine('en', entry)}`)],
      action: 'Open your notifications',
    }),
    'personal-data-ready': (p) => ({
      subject: p.own ? 'A copy of your data is ready' : `A copy of ${p.subjectName}'s data is ready`,
      lines: [
        `Hi ${p.firstName},`,
        p.own ? 'The copy of your data you asked for is ready: a zip file with a JSON file for programs and a CSV file per kind of data for people, and the files you uploaded.' : `The copy of ${p.subjectName}'s data you asked for is ready: a zip file with a JSON file for programs, a CSV file per kind of data and the files they uploaded.`,
        `The link works until ${p.expiresOn}, and only while you are signed in. You also find it ${p.own ? 'on your profile' : 'on their page in the people admin'}.`,
      ],
      action: 'Download the copy',
    }),
  },
  sv: {
    'campaign-invitation': (p) => ({
      subject: `Du är inbjuden till ${p.campaignName}`,
      lines: [`${p.inviterName} har bjudit in dig att delta i kampanjen "${p.campaignName}".`, 'Dela dina idéer och ge feedback på andras idéer.'],
      action: 'Anta inbjudan',
    }),
    'campaign-approved': (p) => ({
      subject: `Välkommen till ${p.campaignName}`,
      lines: [`En coach har godkänt din förfrågan att gå med i "${p.campaignName}". Nu kan du lämna idéer och ge feedback.`],
      action: 'Öppna kampanjen',
    }),
    'campaign-join-request': (p) => ({
      subject: `${p.participantName} vill gå med i ${p.campaignName}`,
      lines: [`${p.participantName} har bett om att få gå med i "${p.campaignName}" och väntar på att en coach godkänner.`],
      action: 'Granska förfrågan',
    }),
    'winners-announced': (p) => ({
      subject: `Vinnarna i ${p.campaignName}`,
      lines: [`Vinnarna i "${p.campaignName}" har utsetts:`, ...p.winners.map((winner) => `• ${winner}`), 'Tack för att du deltog!'],
      action: 'Se de vinnande idéerna',
    }),
    'idea-author-invitation': (p) => ({
      subject: `${p.inviterName} bjuder in dig som medförfattare till en idé`,
      lines: [`${p.inviterName} har bjudit in dig som medförfattare till idén "${p.ideaName}" i kampanjen "${p.campaignName}".`, 'Öppna idén för att tacka ja eller nej.'],
      action: 'Öppna idén',
    }),
    'idea-merge-proposal': (p) => ({
      subject: `${p.coachName} föreslår att din idé "${p.ideaName}" slås ihop`,
      lines: [
        `${p.coachName}, coach i kampanjen "${p.campaignName}", föreslår att din idé "${p.ideaName}" slås ihop med den liknande idén "${p.targetName}".`,
        'Om du tackar ja blir du medförfattare till den idén, och din idés kommentarer och feedback följer med. Inget händer om inte alla författare till din idé tackar ja.',
        'Öppna din idé för att tacka ja eller nej.',
      ],
      action: 'Öppna din idé',
    }),
    'idea-follow-notice': ({ what, ...p }) => {
      const about = `Du följer idén "${p.ideaName}" i kampanjen "${p.campaignName}".`;
      if (what.notice === 'won') return { subject: `"${p.ideaName}" är en vinnare`, lines: [about, `${p.actorName} har gjort den till en vinnande idé.`], action: 'Öppna idén' };
      if (what.notice === 'merged') return { subject: `"${p.ideaName}" har slagits ihop`, lines: [about, `Den har slagits ihop med idén "${what.otherIdeaName}", där dess kommentarer och feedback nu finns.`], action: 'Öppna idén' };
      if (what.notice === 'stage') return { subject: `"${p.ideaName}" har flyttats till ${what.stageNameSv}`, lines: [about, `${p.actorName} har flyttat den till steget "${what.stageNameSv}".`], action: 'Öppna idén' };
      return { subject: `"${p.ideaName}" har nu status ${STATUS_NAMES.sv[what.status]}`, lines: [about, `${p.actorName} har ändrat dess status till ${STATUS_NAMES.sv[what.status]}.`], action: 'Öppna idén' };
    },
    'idea-mention': (p) => ({
      subject: `${p.actorName} nämnde dig på "${p.ideaName}"`,
      lines: [`${p.actorName} nämnde dig i ${p.where === 'comment' ? 'en kommentar' : 'feedback'} på idén "${p.ideaName}" i kampanjen "${p.campaignName}".`],
      action: p.where === 'comment' ? 'Läs kommentaren' : 'Läs feedbacken',
    }),
    'account-verification': (p) => ({
      subject: 'Verifiera ditt konto',
      lines: [`Hej ${p.firstName}!`, 'Bekräfta att det här är din e-postadress för att aktivera ditt konto. Länken gäller i 7 dagar.', 'Om du inte har registrerat dig kan du bortse från det här meddelandet.'],
      action: 'Verifiera mitt konto',
    }),
    'external-link-confirm': (p) => ({
      subject: `Koppla ${p.providerName} till ditt konto på ${p.siteName}`,
      lines: [
        `Hej ${p.firstName}!`,
        `Någon har loggat in på ${p.siteName} med ${p.providerName}, som uppger att det här är deras e-postadress. Om det var du, öppna länken inom 30 minuter: den kopplar ${p.providerName} till ditt konto och loggar in dig, och sedan loggar ${p.providerName} in dig. Den fungerar en gång.`,
        `Om det inte var du, öppna inte länken och meddela webbplatsens administratörer: ditt konto är oförändrat.`,
      ],
      action: `Koppla ${p.providerName} och logga in`,
    }),
    'password-reset': (p) => ({
      subject: 'Återställ ditt lösenord',
      lines: [`Hej ${p.firstName}!`, 'Någon har bett om att få återställa lösenordet till ditt konto. Öppna länken inom en timme för att välja ett nytt; den fungerar en gång.', 'Om det inte var du kan du bortse från det här meddelandet: ditt lösenord är oförändrat.'],
      action: 'Välj ett nytt lösenord',
    }),
    'idea-feedback': (p) => ({
      subject: `Ny feedback på ${p.ideaName}`,
      lines: [`${p.actorName} har gett feedback på din idé "${p.ideaName}" i kampanjen "${p.campaignName}".`],
      action: 'Läs feedbacken',
    }),
    'idea-comment': (p) => ({
      subject: `Ny kommentar på ${p.ideaName}`,
      lines: [`${p.actorName} har kommenterat din idé "${p.ideaName}" i kampanjen "${p.campaignName}".`],
      action: 'Läs kommentaren',
    }),
    'idea-receipt': (p) => ({
      subject: `Din idé "${p.ideaName}" har lagts till`,
      lines: [`Hej ${p.firstName}!`, `Tack för din idé "${p.ideaName}" i kampanjen "${p.campaignName}". Nu kan andra se den, ge feedback och rösta på den.`],
      action: 'Öppna din idé',
    }),
    'site-admin-invitation': (p) => ({
      subject: `Du är administratör för ${p.siteName}`,
      lines: [`Hej ${p.firstName}!`, `${p.inviterName} har skapat webbplatsen "${p.siteName}" och gjort dig till dess administratör.`, 'Öppna länken inom 7 dagar för att välja ditt lösenord; den fungerar en gång.'],
      action: 'Välj ditt lösenord',
    }),
    'webhook-disabled': (p) => ({
      subject: `En webhook för ${p.siteName} stängdes av`,
      lines: [`Hej ${p.firstName}!`, `Webhooken till ${p.url} misslyckades med ${p.failures} leveranser i rad, så den stängdes av och får inga fler händelser.`, 'Kontrollera mottagaren och slå sedan på webhooken igen; misslyckade leveranser kan skickas igen från dess logg.'],
      action: 'Se webhookarna',
    }),
    'weekly-admin-summary': (p) => ({
      subject: `Förra veckans siffror för ${p.siteName}`,
      lines: [
        `Hej ${p.firstName}!`,
        `Från ${p.from} till ${p.to}:`,
        `• Nya medlemmar: ${p.members}`,
        `• Nya kampanjer: ${p.campaigns}`,
        `• Nya idéer: ${p.ideas}`,
        `• Ny feedback: ${p.feedback}`,
        `• Nya kommentarer: ${p.comments}`,
        'Du får den här sammanfattningen eftersom webbplatsen har veckosammanfattning till administratörer påslagen.',
      ],
      action: 'Se idéerna',
    }),
    'review-reminder': (p) => ({
      subject: p.reviews === 1 ? `En bedömning i ${p.campaignName} ska vara klar ${p.due}` : `${p.reviews} bedömningar i ${p.campaignName} ska vara klara ${p.due}`,
      lines: [`Hej ${p.firstName}!`, p.reviews === 1 ? `Du har en bedömning i ${p.campaignName} att göra klart senast ${p.due}.` : `Du har ${p.reviews} bedömningar i ${p.campaignName} att göra klart senast ${p.due}.`, 'Dina poäng räknas när du har skickat in dem.'],
      action: 'Öppna kampanjen',
    }),
    'notice-digest': (p) => ({
      subject: `Din ${p.frequency === 'daily' ? 'dagliga' : 'veckovisa'} sammanfattning: ${p.entries.length} ${p.entries.length === 1 ? 'nyhet' : 'nyheter'}`,
      lines: [`Hej ${p.firstName}!`, `Det här har hänt i dina kampanjer och med idéerna du följer sedan din förra ${p.frequency === 'daily' ? 'dagliga' : 'veckovisa'} sammanfattning:`, ...p.entries.map((entry) => `• ${digestLine('sv', entry)}`)],
      action: 'Öppna dina aviseringar',
    }),
    'personal-data-ready': (p) => ({
      subject: p.own ? 'En kopia av dina uppgifter är klar' : `En kopia av ${p.subjectName}s uppgifter är klar`,
      lines: [
        `Hej ${p.firstName}!`,
        p.own ? 'Kopian av dina uppgifter som du bad om är klar: en zip-fil med en JSON-fil för program, en CSV-fil per sorts uppgifter för människor och filerna du har laddat upp.' : `Kopian av ${p.subjectName}s uppgifter som du bad om är klar: en zip-fil med en JSON-fil för program, en CSV-fil per sorts uppgifter och filerna personen har laddat upp.`,
        `Länken fungerar till ${p.expiresOn} och bara när du är inloggad. Du hittar den också ${p.own ? 'på din profil' : 'på personens sida i användaradministrationen'}.`,
      ],
      action: 'Ladda ner kopian',
    }),
  },
};

/** The footer of notices and digests: why the mail came, and the link that stops it. */
const UNSUBSCRIBE: Record<Language, { why: string; action: string }> = {
  en: { why: 'You get this e-mail because of your notification settings.', action: 'Unsubscribe' },
  sv: { why: 'Du får det här e-postmeddelandet på grund av dina aviseringsinställningar.', action: 'Avsluta prenumerationen' },
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * One message in the recipient's language: plain text, and HTML where every user-supplied
 * value (campaign names, people's names) is escaped. `mailHeader` is the campaign's custom header.
 */
export function renderMail<T extends MailTemplateName>(
  template: T,
  language: Language,
  params: MailTemplates[T] & { link: string },
  options: { siteName: string; mailHeader?: string | undefined; unsubscribeUrl?: string | undefined },
): { subject: string; text: string; html: string } {
  const wording = (texts[language][template] as (p: MailTemplates[T]) => Wording)(params);
  const header = options.mailHeader?.trim() || options.siteName;
  const unsubscribe = options.unsubscribeUrl ? UNSUBSCRIBE[language] : null;
  const text = [header, '', ...wording.lines, '', `${wording.action}: ${params.link}`, '', `— ${options.siteName}`, ...(unsubscribe ? ['', `${unsubscribe.why} ${unsubscribe.action}: ${options.unsubscribeUrl}`] : [])].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1c1917;line-height:1.5">',
    `<p style="font-size:18px;font-weight:bold">${escapeHtml(header)}</p>`,
    ...wording.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(params.link)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(wording.action)}</a></p>`,
    `<p style="color:#78716c;font-size:13px">${escapeHtml(options.siteName)}</p>`,
    unsubscribe && options.unsubscribeUrl ? `<p style="color:#78716c;font-size:13px">${escapeHtml(unsubscribe.why)} <a href="${escapeHtml(options.unsubscribeUrl)}" style="color:#57534e">${escapeHtml(unsubscribe.action)}</a></p>` : '',
    '</body></html>',
  ].join('');
  return { subject: wording.subject, text, html };
}
