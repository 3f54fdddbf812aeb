import { AgreementAcceptanceSchema, AgreementSchema, AgreementVersionSchema } from '#server/modules/agreement/agreement.entity.ts';
import { PasswordResetSchema } from '#server/modules/auth/password-reset.entity.ts';
import { SpentCaptchaSchema } from '#server/modules/captcha/spent-captcha.entity.ts';
import { SessionSchema } from '#server/modules/auth/session.entity.ts';
import { CampaignCoachSchema, CampaignDocumentSchema, CampaignSchema, CampaignTagSchema } from '#server/modules/campaign/campaign.entity.ts';
import { IdeaMergeAnswerSchema, IdeaMergeSchema, IdeaMergeVoteSchema } from '#server/modules/idea-merge/idea-merge.entity.ts';
import { CommentSchema, FeedbackSchema, IdeaAttachmentSchema, IdeaAuthorSchema, IdeaSchema, IdeaTagSchema, UpvoteSchema } from '#server/modules/idea/idea.entity.ts';
import { NotificationSchema } from '#server/modules/notification/notification.entity.ts';
import { MailMessageSchema } from '#server/modules/mail/mail.entity.ts';
import { PointAwardSchema } from '#server/modules/points/point-award.entity.ts';
import { TagSchema } from '#server/modules/tag/tag.entity.ts';
import { CampaignInvitationSchema, CampaignParticipantSchema } from '#server/modules/campaign/participation.entity.ts';
import { SurveyImportSchema, TrelloCardSchema } from '#server/modules/integration/integration.entity.ts';
import { MediaFileSchema } from '#server/modules/media/media.entity.ts';
import { LabelSchema, OrganisationSchema } from '#server/modules/organisation/organisation.entity.ts';
import { UserSchema } from '#server/modules/user/user.entity.ts';
import { MenuItemSchema } from '#server/modules/site-content/menu-item.entity.ts';
import { PageSchema } from '#server/modules/site-content/page.entity.ts';
import { PartnerSchema } from '#server/modules/site-content/partner.entity.ts';
import { AppSecretSchema, RateLimitBucketSchema } from '#server/security/security.entity.ts';
import { AuditEntrySchema } from '#server/modules/audit/audit.entity.ts';
import { IdeaDuplicateCandidateSchema, IdeaDuplicatePendingSchema, IdeaDuplicateDismissalSchema } from '#server/modules/idea-duplicates/idea-duplicates.entity.ts';

/** Every entity, listed explicitly so the app, the CLI and the tests load the same set. */
export const entities = [
  OrganisationSchema, LabelSchema, UserSchema, SessionSchema, PasswordResetSchema, RateLimitBucketSchema, AppSecretSchema, MediaFileSchema, CampaignSchema, CampaignCoachSchema, CampaignDocumentSchema, CampaignParticipantSchema, CampaignInvitationSchema,
  TagSchema, CampaignTagSchema, IdeaSchema, IdeaTagSchema, IdeaAuthorSchema, FeedbackSchema, UpvoteSchema, CommentSchema, IdeaAttachmentSchema, IdeaMergeSchema, IdeaMergeAnswerSchema, IdeaMergeVoteSchema, PointAwardSchema, MailMessageSchema, NotificationSchema,
  SurveyImportSchema, TrelloCardSchema,
  AgreementSchema, AgreementVersionSchema, AgreementAcceptanceSchema, SpentCaptchaSchema,
  PageSchema, MenuItemSchema, PartnerSchema,
  AuditEntrySchema,
  IdeaDuplicateCandidateSchema, IdeaDuplicatePendingSchema, IdeaDuplicateDismissalSchema,
];
