import { Migration } from '@mikro-orm/migrations';

/** The audit log of administrative actions (who, what, on what, when, from where), newest first per site and per action. */
export class Migration20261126075604 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "audit_entry" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "actor_id" uuid null, "actor_name" varchar(255) not null, "action" varchar(60) not null, "target_id" varchar(100) not null default '', "target_name" varchar(255) not null default '', "details" jsonb not null, "ip" varchar(64) not null default '', constraint "audit_entry_pkey" primary key ("id"));`);
    this.addSql(`create index "audit_entry_organisation_id_created_at_index" on "audit_entry" ("organisation_id", "created_at");`);
    this.addSql(`create index "audit_entry_organisation_id_action_created_at_index" on "audit_entry" ("organisation_id", "action", "created_at");`);

    this.addSql(`alter table "audit_entry" add constraint "audit_entry_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "audit_entry" add constraint "audit_entry_actor_id_foreign" foreign key ("actor_id") references "app_user" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit_entry" cascade;`);
  }

}
