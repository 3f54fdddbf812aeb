import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks (issue 35): events written with the change that caused them (the outbox), the site
 * admins' endpoints, and each event's delivery to each endpoint with its last answer.
 */
export class Migration20261129090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "webhook_event" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "type" varchar(40) not null, "data" jsonb not null, "fanned_out_at" timestamptz null, constraint "webhook_event_pkey" primary key ("id"));`);
    this.addSql(`create index "webhook_event_fanned_out_at_created_at_index" on "webhook_event" ("fanned_out_at", "created_at");`);
    this.addSql(`alter table "webhook_event" add constraint "webhook_event_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "webhook_endpoint" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "url" varchar(2000) not null, "events" text[] not null, "secret" varchar(100) not null, "enabled" boolean not null, "disabled_reason" varchar(40) null, "failure_streak" int not null, constraint "webhook_endpoint_pkey" primary key ("id"));`);
    this.addSql(`create index "webhook_endpoint_organisation_id_created_at_index" on "webhook_endpoint" ("organisation_id", "created_at");`);
    this.addSql(`alter table "webhook_endpoint" add constraint "webhook_endpoint_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "webhook_delivery" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "endpoint_id" uuid not null, "event_id" uuid not null, "status" varchar(20) not null, "attempts" int not null, "next_attempt_at" timestamptz null, "last_attempt_at" timestamptz null, "response_status" int null, "response_body" varchar(500) null, constraint "webhook_delivery_pkey" primary key ("id"));`);
    this.addSql(`create index "webhook_delivery_endpoint_id_created_at_index" on "webhook_delivery" ("endpoint_id", "created_at");`);
    this.addSql(`create index "webhook_delivery_status_next_attempt_at_index" on "webhook_delivery" ("status", "next_attempt_at");`);
    this.addSql(`alter table "webhook_delivery" add constraint "webhook_delivery_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "webhook_delivery" add constraint "webhook_delivery_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoint" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "webhook_delivery" add constraint "webhook_delivery_event_id_foreign" foreign key ("event_id") references "webhook_event" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "webhook_delivery" cascade;`);
    this.addSql(`drop table if exists "webhook_endpoint" cascade;`);
    this.addSql(`drop table if exists "webhook_event" cascade;`);
  }
}
