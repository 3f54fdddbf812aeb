import { Migration } from '@mikro-orm/migrations';

/** Idea merges (issue 23): the proposal, each author's consent, each upvoter's choice, and the merged idea's link to the one it joined. */
export class Migration20261126131610 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "idea_merge" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "campaign_id" uuid not null, "source_id" uuid not null, "target_id" uuid not null, "proposed_by_id" uuid null, "message" text not null default '', "status" text check ("status" in ('proposed', 'accepted', 'declined', 'withdrawn', 'unmerged')) not null default 'proposed', "decided_at" timestamptz null, "decided_by_id" uuid null, "unmerged_at" timestamptz null, "unmerged_by_id" uuid null, "moved" jsonb null, constraint "idea_merge_pkey" primary key ("id"));`);
    this.addSql(`create index "idea_merge_campaign_id_created_at_index" on "idea_merge" ("campaign_id", "created_at");`);
    this.addSql(`create index "idea_merge_target_id_index" on "idea_merge" ("target_id");`);
    this.addSql(`create unique index "idea_merge_live_source_unique" on "idea_merge" ("source_id") where "status" in ('proposed', 'accepted');`);

    this.addSql(`create table "idea_merge_vote" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "merge_id" uuid not null, "user_id" uuid not null, "status" text check ("status" in ('pending', 'moved', 'kept', 'cancelled', 'returned')) not null default 'pending', "added_on_target" boolean not null default false, constraint "idea_merge_vote_pkey" primary key ("id"));`);
    this.addSql(`create index "idea_merge_vote_user_id_index" on "idea_merge_vote" ("user_id");`);
    this.addSql(`alter table "idea_merge_vote" add constraint "idea_merge_vote_merge_id_user_id_unique" unique ("merge_id", "user_id");`);

    this.addSql(`create table "idea_merge_answer" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "merge_id" uuid not null, "user_id" uuid not null, "answer" text check ("answer" in ('pending', 'accepted', 'declined')) not null default 'pending', constraint "idea_merge_answer_pkey" primary key ("id"));`);
    this.addSql(`create index "idea_merge_answer_user_id_index" on "idea_merge_answer" ("user_id");`);
    this.addSql(`alter table "idea_merge_answer" add constraint "idea_merge_answer_merge_id_user_id_unique" unique ("merge_id", "user_id");`);

    this.addSql(`alter table "idea_merge" add constraint "idea_merge_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "idea_merge" add constraint "idea_merge_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "idea_merge" add constraint "idea_merge_source_id_foreign" foreign key ("source_id") references "idea" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "idea_merge" add constraint "idea_merge_target_id_foreign" foreign key ("target_id") references "idea" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "idea_merge" add constraint "idea_merge_proposed_by_id_foreign" foreign key ("proposed_by_id") references "app_user" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "idea_merge" add constraint "idea_merge_decided_by_id_foreign" foreign key ("decided_by_id") references "app_user" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "idea_merge" add constraint "idea_merge_unmerged_by_id_foreign" foreign key ("unmerged_by_id") references "app_user" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "idea_merge_vote" add constraint "idea_merge_vote_merge_id_foreign" foreign key ("merge_id") references "idea_merge" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "idea_merge_vote" add constraint "idea_merge_vote_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "idea_merge_answer" add constraint "idea_merge_answer_merge_id_foreign" foreign key ("merge_id") references "idea_merge" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "idea_merge_answer" add constraint "idea_merge_answer_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "idea" add column "merged_into_id" uuid null;`);
    this.addSql(`alter table "idea" add constraint "idea_merged_into_id_foreign" foreign key ("merged_into_id") references "idea" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "idea_merge_vote" drop constraint "idea_merge_vote_merge_id_foreign";`);

    this.addSql(`alter table "idea_merge_answer" drop constraint "idea_merge_answer_merge_id_foreign";`);

    this.addSql(`drop table if exists "idea_merge" cascade;`);

    this.addSql(`drop table if exists "idea_merge_vote" cascade;`);

    this.addSql(`drop table if exists "idea_merge_answer" cascade;`);

    this.addSql(`alter table "idea" drop constraint "idea_merged_into_id_foreign";`);

    this.addSql(`alter table "idea" drop column "merged_into_id";`);
  }

}
