import { Migration } from '@mikro-orm/migrations';

export class Migration20261122094800 extends Migration {

  override async up(): Promise<void> {
    // Trigram similarity for the duplicate-title hint; a trusted extension, so the database owner may create it.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "notification" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "user_id" uuid not null, "type" text check ("type" in ('idea', 'feedback', 'campaign', 'participant')) not null, "sub_type" varchar(20) not null, "data" jsonb not null, "read_at" timestamptz null, constraint "notification_pkey" primary key ("id"));`);
    this.addSql(`create index "notification_user_id_updated_at_index" on "notification" ("user_id", "updated_at");`);
    this.addSql(`create index "notification_unread_index" on "notification" ("user_id") where "read_at" is null;`);

    this.addSql(`alter table "notification" add constraint "notification_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "notification" add constraint "notification_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "idea" add column "search_extra" text not null default '', add column "search_vector" tsvector generated always as (setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(content, '')), 'B') || setweight(to_tsvector('simple', coalesce(search_extra, '')), 'C')) stored not null;`);
    this.addSql(`create index "idea_search_vector_index" on "idea" using gin ("search_vector");`);
    this.addSql(`create index "idea_name_trgm_index" on "idea" using gin ("name" gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notification" cascade;`);

    this.addSql(`drop index "idea_search_vector_index";`);
    this.addSql(`drop index "idea_name_trgm_index";`);
    this.addSql(`alter table "idea" drop column "search_extra", drop column "search_vector";`);
  }

}
