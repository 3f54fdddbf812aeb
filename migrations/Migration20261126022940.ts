import { Migration } from '@mikro-orm/migrations';

/** Signup: agreements with their published versions and people's acceptances (spec 2 §3, spec 3 §3), and spent captcha challenges. */
export class Migration20261126022940 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "agreement" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "type" text check ("type" in ('terms-of-service', 'privacy-policy', 'campaign', 'organisation')) not null, "name" varchar(200) not null, "text" text not null, "status" text check ("status" in ('draft', 'published')) not null default 'draft', "valid_from" date null, "require_new_user_approval" boolean not null default true, "latest_version" int not null default 0, constraint "agreement_pkey" primary key ("id"));`);

    this.addSql(`create table "agreement_version" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "agreement_id" uuid not null, "version" int not null, "name" varchar(200) not null, "text" text not null, "valid_from" date null, "requires_new_approval" boolean not null, "published_at" timestamptz not null, constraint "agreement_version_pkey" primary key ("id"));`);
    this.addSql(`alter table "agreement_version" add constraint "agreement_version_agreement_id_version_unique" unique ("agreement_id", "version");`);

    this.addSql(`create table "spent_captcha" ("signature" varchar(128) not null, "expires_at" timestamptz not null, constraint "spent_captcha_pkey" primary key ("signature"));`);
    this.addSql(`create index "spent_captcha_expires_at_index" on "spent_captcha" ("expires_at");`);

    this.addSql(`create table "agreement_acceptance" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "user_id" uuid not null, "agreement_id" uuid not null, "agreement_version_id" uuid not null, "accepted_at" timestamptz not null, constraint "agreement_acceptance_pkey" primary key ("id"));`);
    this.addSql(`alter table "agreement_acceptance" add constraint "agreement_acceptance_user_id_agreement_version_id_unique" unique ("user_id", "agreement_version_id");`);

    this.addSql(`alter table "agreement" add constraint "agreement_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "agreement_version" add constraint "agreement_version_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "agreement_version" add constraint "agreement_version_agreement_id_foreign" foreign key ("agreement_id") references "agreement" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "agreement_acceptance" add constraint "agreement_acceptance_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "agreement_acceptance" add constraint "agreement_acceptance_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "agreement_acceptance" add constraint "agreement_acceptance_agreement_id_foreign" foreign key ("agreement_id") references "agreement" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "agreement_acceptance" add constraint "agreement_acceptance_agreement_version_id_foreign" foreign key ("agreement_version_id") references "agreement_version" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "agreement_version" drop constraint "agreement_version_agreement_id_foreign";`);

    this.addSql(`alter table "agreement_acceptance" drop constraint "agreement_acceptance_agreement_id_foreign";`);

    this.addSql(`alter table "agreement_acceptance" drop constraint "agreement_acceptance_agreement_version_id_foreign";`);

    this.addSql(`drop table if exists "agreement" cascade;`);

    this.addSql(`drop table if exists "agreement_version" cascade;`);

    this.addSql(`drop table if exists "spent_captcha" cascade;`);

    this.addSql(`drop table if exists "agreement_acceptance" cascade;`);
  }

}
