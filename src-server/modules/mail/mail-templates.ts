import type { IdeaStatus, Language } from '#shared/constants.ts';

/** What a follower is told of (issue 34), with what each kind names. */
export type FollowNotice =
  | { notice: 'status'; status: IdeaStatus }
  | { notice: 'stage'; stageNameEn: string; stageNameSv: string }
  | { notice: 'won' }
  | { notice: 'merged'; otherIdeaName: string };

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
  options: { siteName: string; mailHeader?: string } ,
): { subject: string; text: string; html: string } {
  const wording = (texts[language][template] as (p: MailTemplates[T]) => Wording)(params);
  const header = options.mailHeader?.trim() || options.siteName;
  const text = [header, '', ...wording.lines, '', `${wording.action}: ${params.link}`, '', `— ${options.siteName}`].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1c1917;line-height:1.5">',
    `<p style="font-size:18px;font-weight:bold">${escapeHtml(header)}</p>`,
    ...wording.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(params.link)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(wording.action)}</a></p>`,
    `<p style="color:#78716c;font-size:13px">${escapeHtml(options.siteName)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: wording.subject, text, html };
}
