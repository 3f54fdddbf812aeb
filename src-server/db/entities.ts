import { AgreementAcceptanceSchema, AgreementSchema, AgreementVersionSchema } from '../modules/agreement/agreement.entity';
import { PasswordResetSchema } from '../modules/auth/password-reset.entity';
import { SpentCaptchaSchema } from '../modules/captcha/spent-captcha.entity';
import { SessionSchema } from '../modules/auth/session.entity';
import { CampaignCoachSchema, CampaignDocumentSchema, CampaignSchema, CampaignTagSchema } from '../modules/campaign/campaign.entity';
import { IdeaMergeAnswerSchema, IdeaMergeSchema, IdeaMergeVoteSchema } from '../modules/idea-merge/idea-merge.entity';
import { CommentSchema, FeedbackSchema, IdeaAttachmentSchema, IdeaAuthorSchema, IdeaSchema, IdeaTagSchema, UpvoteSchema } from '../modules/idea/idea.entity';
import { NotificationSchema } from '../modules/notification/notification.entity';
import { MailMessageSchema } from '../modules/mail/mail.entity';
import { PointAwardSchema } from '../modules/points/point-award.entity';
import { TagSchema } from '../modules/tag/tag.entity';
import { CampaignInvitationSchema, CampaignParticipantSchema } from '../modules/campaign/participation.entity';
import { SurveyImportSchema, TrelloCardSchema } from '../modules/integration/integration.entity';
import { MediaFileSchema } from '../modules/media/media.entity';
import { LabelSchema, OrganisationSchema } from '../modules/organisation/organisation.entity';
import { UserSchema } from '../modules/user/user.entity';
import { MenuItemSchema } from '../modules/site-content/menu-item.entity';
import { PageSchema } from '../modules/site-content/page.entity';
import { PartnerSchema } from '../modules/site-content/partner.entity';
import { AppSecretSchema, RateLimitBucketSchema } from '../security/security.entity';
import { AuditEntrySchema } from '../modules/audit/audit.entity';
import { IdeaDuplicateCandidateSchema, IdeaDuplicatePendingSchema, IdeaDuplicateDismissalSchema } from '../modules/idea-duplicates/idea-duplicates.entity';

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
