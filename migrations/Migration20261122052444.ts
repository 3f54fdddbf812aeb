import { Migration } from '@mikro-orm/migrations';

/** Foundation schema: organisations, labels, users, sessions, rate limits, app secrets. */
export class Migration20261122052444 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "app_secret" ("name" varchar(100) not null, "value" text not null, "created_at" timestamptz not null, constraint "app_secret_pkey" primary key ("name"));`);

    this.addSql(`create table "organisation" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "slug" varchar(100) not null, "name" varchar(200) not null, "subdomain" varchar(100) null, "public_url" varchar(500) null, "language" varchar(5) not null default 'en', "premium" boolean not null default false, "is_default" boolean not null default false, "settings" jsonb not null default '{}', "roles" jsonb not null, constraint "organisation_pkey" primary key ("id"));`);
    this.addSql(`alter table "organisation" add constraint "organisation_slug_unique" unique ("slug");`);
    this.addSql(`alter table "organisation" add constraint "organisation_subdomain_unique" unique ("subdomain");`);
    // At most one organisation serves localhost, plain IPs and unclaimed hosts.
    this.addSql(`create unique index "organisation_single_default" on "organisation" ("is_default") where "is_default";`);

    this.addSql(`create table "label" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "name" varchar(200) not null, constraint "label_pkey" primary key ("id"));`);
    this.addSql(`alter table "label" add constraint "label_organisation_id_name_unique" unique ("organisation_id", "name");`);

    this.addSql(`create table "rate_limit_bucket" ("key" varchar(400) not null, "window_started_at" timestamptz not null, "hits" int not null, constraint "rate_limit_bucket_pkey" primary key ("key"));`);

    this.addSql(`create table "app_user" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "email" varchar(254) not null, "email_normalized" varchar(254) not null, "password_hash" varchar(255) null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "status" text check ("status" in ('inactive', 'active', 'blocked', 'pendingDelete')) not null default 'inactive', "org_role" varchar(100) not null default 'member', "is_org_admin" boolean not null default false, "roles" text[] not null default '{}', "description" text not null default '', "extra_fields" jsonb not null default '{}', "location" jsonb null, "service" varchar(50) null, "profile_image" jsonb null, "email_options" jsonb not null, "last_login_at" timestamptz null, constraint "app_user_pkey" primary key ("id"));`);
    this.addSql(`alter table "app_user" add constraint "app_user_organisation_id_email_normalized_unique" unique ("organisation_id", "email_normalized");`);

    this.addSql(`create table "session" ("id" varchar(32) not null, "user_id" uuid not null, "organisation_id" uuid not null, "secret_hash" bytea not null, "kind" text check ("kind" in ('browser', 'bearer')) not null, "created_at" timestamptz not null, "last_verified_at" timestamptz not null, "user_agent" varchar(500) null, "ip" varchar(64) null, constraint "session_pkey" primary key ("id"));`);
    this.addSql(`create index "session_user_id_index" on "session" ("user_id");`);

    this.addSql(`create table "user_label" ("user_id" uuid not null, "label_id" uuid not null, constraint "user_label_pkey" primary key ("user_id", "label_id"));`);

    this.addSql(`alter table "label" add constraint "label_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "app_user" add constraint "app_user_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "session" add constraint "session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "session" add constraint "session_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "user_label" add constraint "user_label_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "user_label" add constraint "user_label_label_id_foreign" foreign key ("label_id") references "label" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "label" drop constraint "label_organisation_id_foreign";`);

    this.addSql(`alter table "app_user" drop constraint "app_user_organisation_id_foreign";`);

    this.addSql(`alter table "session" drop constraint "session_organisation_id_foreign";`);

    this.addSql(`alter table "user_label" drop constraint "user_label_label_id_foreign";`);

    this.addSql(`alter table "session" drop constraint "session_user_id_foreign";`);

    this.addSql(`alter table "user_label" drop constraint "user_label_user_id_foreign";`);

    this.addSql(`drop table if exists "app_secret" cascade;`);

    this.addSql(`drop table if exists "organisation" cascade;`);

    this.addSql(`drop table if exists "label" cascade;`);

    this.addSql(`drop table if exists "rate_limit_bucket" cascade;`);

    this.addSql(`drop table if exists "app_user" cascade;`);

    this.addSql(`drop table if exists "session" cascade;`);

    this.addSql(`drop table if exists "user_label" cascade;`);
  }

}
