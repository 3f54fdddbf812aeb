import { Migration } from '@mikro-orm/migrations';

export class Migration20261122073149 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "mail_message" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid null, "template" varchar(60) not null, "to" varchar(254) not null, "subject" varchar(300) not null, "text" text not null, "html" text not null, "status" text check ("status" in ('queued', 'sent', 'failed', 'kept')) not null default 'queued', "attempts" int not null default 0, "sent_at" timestamptz null, "last_error" text null, constraint "mail_message_pkey" primary key ("id"));`);
    this.addSql(`create index "mail_message_status_created_at_index" on "mail_message" ("status", "created_at");`);

    this.addSql(`create table "tag" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "name" varchar(60) not null, "slug" varchar(80) not null, constraint "tag_pkey" primary key ("id"));`);
    this.addSql(`alter table "tag" add constraint "tag_organisation_id_slug_unique" unique ("organisation_id", "slug");`);

    this.addSql(`create table "point_award" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "campaign_id" uuid not null, "user_id" uuid not null, "cause" text check ("cause" in ('idea-new', 'idea-revised', 'feedback-new', 'feedback-first', 'idea-accepted', 'feedback-used')) not null, "cause_key" varchar(200) not null, "points" int not null, constraint "point_award_pkey" primary key ("id"));`);
    this.addSql(`create index "point_award_campaign_id_user_id_index" on "point_award" ("campaign_id", "user_id");`);
    this.addSql(`create index "point_award_user_id_index" on "point_award" ("user_id");`);
    this.addSql(`alter table "point_award" add constraint "point_award_cause_key_unique" unique ("cause_key");`);

    this.addSql(`create table "idea" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "campaign_id" uuid not null, "name" varchar(200) not null, "content" text not null default '', "status" text check ("status" in ('DRAFT', 'PUBLISHED', 'candidate', 'WINNER', 'declined', 'ACCEPTED', 'implemented', 'ARCHIVED')) not null default 'PUBLISHED', "extra_fields" jsonb not null, "created_by_id" uuid null, "upvote_count" int not null default 0, "feedback_count" int not null default 0, "comment_count" int not null default 0, "rating_sum" int not null default 0, "rating_count" int not null default 0, constraint "idea_pkey" primary key ("id"));`);
    this.addSql(`create index "idea_campaign_id_created_at_index" on "idea" ("campaign_id", "created_at");`);
    this.addSql(`create index "idea_campaign_id_status_index" on "idea" ("campaign_id", "status");`);

    this.addSql(`create table "idea_author" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "idea_id" uuid not null, "user_id" uuid not null, "status" text check ("status" in ('accepted', 'pending', 'rejected')) not null default 'accepted', constraint "idea_author_pkey" primary key ("id"));`);
    this.addSql(`create index "idea_author_user_id_index" on "idea_author" ("user_id");`);
    this.addSql(`alter table "idea_author" add constraint "idea_author_idea_id_user_id_unique" unique ("idea_id", "user_id");`);

    this.addSql(`create table "feedback" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "idea_id" uuid not null, "author_id" uuid null, "comment" text not null, "rating" smallint null, "used" boolean not null default false, constraint "feedback_pkey" primary key ("id"));`);
    this.addSql(`create index "feedback_idea_id_created_at_index" on "feedback" ("idea_id", "created_at");`);
    this.addSql(`create index "feedback_author_id_index" on "feedback" ("author_id");`);

    this.addSql(`create table "campaign_tag" ("campaign_id" uuid not null, "tag_id" uuid not null, constraint "campaign_tag_pkey" primary key ("campaign_id", "tag_id"));`);
    this.addSql(`create index "campaign_tag_tag_id_index" on "campaign_tag" ("tag_id");`);

    this.addSql(`alter table "mail_message" add constraint "mail_message_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "tag" add constraint "tag_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "point_award" add constraint "point_award_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "point_award" add constraint "point_award_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "idea" add constraint "idea_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "idea" add constraint "idea_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "idea" add constraint "idea_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "idea_author" add constraint "idea_author_idea_id_foreign" foreign key ("idea_id") references "idea" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "idea_author" add constraint "idea_author_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "feedback" add constraint "feedback_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "feedback" add constraint "feedback_idea_id_foreign" foreign key ("idea_id") references "idea" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "feedback" add constraint "feedback_author_id_foreign" foreign key ("author_id") references "app_user" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "campaign_tag" add constraint "campaign_tag_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "campaign_tag" add constraint "campaign_tag_tag_id_foreign" foreign key ("tag_id") references "tag" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "campaign" add column "winners_announced_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "campaign_tag" drop constraint "campaign_tag_tag_id_foreign";`);

    this.addSql(`alter table "idea_author" drop constraint "idea_author_idea_id_foreign";`);

    this.addSql(`alter table "feedback" drop constraint "feedback_idea_id_foreign";`);

    this.addSql(`drop table if exists "mail_message" cascade;`);

    this.addSql(`drop table if exists "tag" cascade;`);

    this.addSql(`drop table if exists "point_award" cascade;`);

    this.addSql(`drop table if exists "idea" cascade;`);

    this.addSql(`drop table if exists "idea_author" cascade;`);

    this.addSql(`drop table if exists "feedback" cascade;`);

    this.addSql(`drop table if exists "campaign_tag" cascade;`);

    this.addSql(`alter table "campaign" drop column "winners_announced_at";`);
  }

}
