import { AgreementAcceptanceSchema, AgreementSchema, AgreementVersionSchema } from '#server/entities/agreement.entity.ts';
import { PasswordResetSchema } from '#server/entities/password-reset.entity.ts';
import { ExternalLinkTokenSchema } from '#server/entities/external-link-token.entity.ts';
import { SpentCaptchaSchema } from '#server/entities/spent-captcha.entity.ts';
import { SessionSchema } from '#server/entities/session.entity.ts';
import { CampaignCoachSchema, CampaignDocumentSchema, CampaignSchema, CampaignTagSchema } from '#server/entities/campaign.entity.ts';
import { IdeaMergeAnswerSchema, IdeaMergeSchema, IdeaMergeVoteSchema } from '#server/entities/idea-merge.entity.ts';
import { CommentSchema, FeedbackSchema, IdeaAttachmentSchema, IdeaAuthorSchema, IdeaSchema, IdeaTagSchema, UpvoteSchema } from '#server/entities/idea.entity.ts';
import { NotificationSchema } from '#server/entities/notification.entity.ts';
import { FollowSchema } from '#server/entities/follow.entity.ts';
import { MailMessageSchema } from '#server/entities/mail.entity.ts';
import { PointAwardSchema } from '#server/entities/point-award.entity.ts';
import { TagSchema } from '#server/entities/tag.entity.ts';
import { CampaignInvitationSchema, CampaignParticipantSchema } from '#server/entities/participation.entity.ts';
import { SurveyImportSchema, TrelloCardSchema } from '#server/entities/integration.entity.ts';
import { MediaFileSchema } from '#server/entities/media.entity.ts';
import { LabelSchema, OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { MenuItemSchema } from '#server/entities/menu-item.entity.ts';
import { PageSchema } from '#server/entities/page.entity.ts';
import { PartnerSchema } from '#server/entities/partner.entity.ts';
import { AppSecretSchema, RateLimitBucketSchema } from '#server/entities/security.entity.ts';
import { AuditEntrySchema } from '#server/entities/audit.entity.ts';
import { ApiTokenSchema } from '#server/entities/api-token.entity.ts';
import { CampaignStageSchema, IdeaStageMoveSchema, StageTemplateSchema } from '#server/entities/stage.entity.ts';
import { StageRuleSchema } from '#server/entities/stage-rule.entity.ts';
import { CampaignEvaluatorSchema, EvaluationConflictSchema, ReviewAssignmentSchema, ReviewConsensusSchema, ReviewScoreSchema, ScorecardCriterionSchema, ScorecardTemplateSchema } from '#server/entities/evaluation.entity.ts';
import { PersonalDataExportSchema, RetentionRunSchema } from '#server/entities/personal-data.entity.ts';
import { WebhookDeliverySchema, WebhookEndpointSchema, WebhookEventSchema } from '#server/entities/webhook.entity.ts';
import { IdeaDuplicateCandidateSchema, IdeaDuplicatePendingSchema, IdeaDuplicateDismissalSchema } from '#server/entities/idea-duplicates.entity.ts';

/** Every entity, listed explicitly so the app, the CLI and the tests load the same set. */
export const entities = [
  OrganisationSchema, LabelSchema, UserSchema, SessionSchema, PasswordResetSchema, ExternalLinkTokenSchema, RateLimitBucketSchema, AppSecretSchema, MediaFileSchema, CampaignSchema, CampaignCoachSchema, CampaignDocumentSchema, CampaignParticipantSchema, CampaignInvitationSchema,
  TagSchema, CampaignTagSchema, IdeaSchema, IdeaTagSchema, IdeaAuthorSchema, FeedbackSchema, UpvoteSchema, CommentSchema, IdeaAttachmentSchema, IdeaMergeSchema, IdeaMergeAnswerSchema, IdeaMergeVoteSchema, StageTemplateSchema, CampaignStageSchema, IdeaStageMoveSchema, ScorecardTemplateSchema, ScorecardCriterionSchema, CampaignEvaluatorSchema, EvaluationConflictSchema, ReviewAssignmentSchema, ReviewScoreSchema, ReviewConsensusSchema, StageRuleSchema, PointAwardSchema, MailMessageSchema, NotificationSchema, FollowSchema,
  SurveyImportSchema, TrelloCardSchema,
  AgreementSchema, AgreementVersionSchema, AgreementAcceptanceSchema, SpentCaptchaSchema,
  PageSchema, MenuItemSchema, PartnerSchema,
  AuditEntrySchema, ApiTokenSchema, PersonalDataExportSchema, RetentionRunSchema,
  WebhookEventSchema, WebhookEndpointSchema, WebhookDeliverySchema,
  IdeaDuplicateCandidateSchema, IdeaDuplicatePendingSchema, IdeaDuplicateDismissalSchema,
];
