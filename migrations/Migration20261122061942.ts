import { Migration } from '@mikro-orm/migrations';

/** Campaigns (issue 4, first slice): the campaign, its documents and its coaches. */
export class Migration20261122061942 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "campaign" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "slug" varchar(120) not null, "name" varchar(200) not null, "content" text not null default '', "start_date" timestamptz not null, "end_date" timestamptz not null, "active" boolean not null default false, "privacy_setting" text check ("privacy_setting" in ('public', 'internal', 'semi-public', 'private')) not null default 'public', "require_coach_approval" boolean not null default false, "require_agreement_acceptance" boolean not null default false, "show_on_landing_page" boolean not null default false, "featured" boolean not null default false, "use_custom_mail_header" boolean not null default false, "mail_header" text not null default '', "settings" jsonb not null, "photo_id" uuid null, "rewards" jsonb not null, "custom_code" text not null default '', "invite_secret" varchar(64) not null, "created_by_id" uuid null, "idea_count" int not null default 0, "feedback_count" int not null default 0, "contributor_count" int not null default 0, constraint "campaign_pkey" primary key ("id"));`);
    this.addSql(`create index "campaign_organisation_id_active_end_date_index" on "campaign" ("organisation_id", "active", "end_date");`);
    this.addSql(`alter table "campaign" add constraint "campaign_organisation_id_slug_unique" unique ("organisation_id", "slug");`);

    this.addSql(`create table "campaign_document" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "campaign_id" uuid not null, "media_id" uuid not null, "name" varchar(255) not null, "position" int not null, constraint "campaign_document_pkey" primary key ("id"));`);
    this.addSql(`create index "campaign_document_campaign_id_position_index" on "campaign_document" ("campaign_id", "position");`);

    this.addSql(`create table "campaign_coach" ("campaign_id" uuid not null, "user_id" uuid not null, constraint "campaign_coach_pkey" primary key ("campaign_id", "user_id"));`);
    // "The campaigns I coach" reads the pivot by user.
    this.addSql(`create index "campaign_coach_user_id_index" on "campaign_coach" ("user_id");`);

    this.addSql(`alter table "campaign" add constraint "campaign_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "campaign" add constraint "campaign_photo_id_foreign" foreign key ("photo_id") references "media_file" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "campaign" add constraint "campaign_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "campaign_document" add constraint "campaign_document_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "campaign_document" add constraint "campaign_document_media_id_foreign" foreign key ("media_id") references "media_file" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "campaign_coach" add constraint "campaign_coach_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "campaign_coach" add constraint "campaign_coach_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "campaign_document" drop constraint "campaign_document_campaign_id_foreign";`);

    this.addSql(`alter table "campaign_coach" drop constraint "campaign_coach_campaign_id_foreign";`);

    this.addSql(`drop table if exists "campaign" cascade;`);

    this.addSql(`drop table if exists "campaign_document" cascade;`);

    this.addSql(`drop table if exists "campaign_coach" cascade;`);
  }

}
