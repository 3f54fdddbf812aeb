import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 34 items 4 and 5. `notification_setting`: a person's own choices (how they hear of each
 * kind of event, only the kinds they changed; how often their digest comes). `digest_item`: what
 * waits for someone's next digest. `digest`: one row per person and period, unique, so however
 * many times the scheduler or a worker runs, a period's digest is made once; the items it took
 * point at it. `mail_message.unsubscribe_url`: the one-click address a notice mail carries.
 */
export class Migration20261130030000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "notification_setting" ("user_id" uuid not null, "organisation_id" uuid not null, "channels" jsonb not null default '{}', "digest_frequency" varchar(10) not null default 'weekly', "updated_at" timestamptz not null, constraint "notification_setting_pkey" primary key ("user_id"));`);
    this.addSql(`alter table "notification_setting" add constraint "notification_setting_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "notification_setting" add constraint "notification_setting_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "digest" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "user_id" uuid not null, "period" varchar(20) not null, "status" varchar(10) not null default 'pending', "items" int not null default 0, constraint "digest_pkey" primary key ("id"));`);
    this.addSql(`alter table "digest" add constraint "digest_user_id_period_unique" unique ("user_id", "period");`);
    this.addSql(`create index "digest_pending_index" on "digest" ("created_at") where "status" = 'pending';`);
    this.addSql(`alter table "digest" add constraint "digest_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "digest" add constraint "digest_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "digest_item" ("id" uuid not null, "created_at" timestamptz not null, "organisation_id" uuid not null, "user_id" uuid not null, "kind" varchar(20) not null, "event" varchar(40) not null, "data" jsonb not null, "digest_id" uuid null, constraint "digest_item_pkey" primary key ("id"));`);
    this.addSql(`create index "digest_item_waiting_index" on "digest_item" ("user_id", "created_at") where "digest_id" is null;`);
    this.addSql(`create index "digest_item_digest_id_index" on "digest_item" ("digest_id");`);
    this.addSql(`alter table "digest_item" add constraint "digest_item_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "digest_item" add constraint "digest_item_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "digest_item" add constraint "digest_item_digest_id_foreign" foreign key ("digest_id") references "digest" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "mail_message" add column "unsubscribe_url" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "mail_message" drop column "unsubscribe_url";`);
    this.addSql(`drop table if exists "digest_item" cascade;`);
    this.addSql(`drop table if exists "digest" cascade;`);
    this.addSql(`drop table if exists "notification_setting" cascade;`);
  }
}
