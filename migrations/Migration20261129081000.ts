import { Migration } from '@mikro-orm/migrations';

/**
 * Stages (issue 33): the site's stage templates, each campaign's own pipeline, and the record of
 * every idea's move between stages (who, when, from, to, why, and its undoing).
 */
export class Migration20261129081000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "stage_template" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "name" text not null, "stages" jsonb not null, constraint "stage_template_pkey" primary key ("id"));`);
    this.addSql(`create index "stage_template_organisation_id_name_index" on "stage_template" ("organisation_id", "name");`);
    this.addSql(`alter table "stage_template" add constraint "stage_template_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "campaign_stage" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "campaign_id" uuid not null, "position" int not null, "name_en" text not null, "name_sv" text not null, "participant_view" text check ("participant_view" in ('stage', 'status')) not null, "reports_status" text check ("reports_status" in ('PUBLISHED', 'candidate', 'WINNER', 'declined', 'ACCEPTED', 'implemented', 'ARCHIVED')) not null, "deadline" date null, constraint "campaign_stage_pkey" primary key ("id"));`);
    this.addSql(`create index "campaign_stage_campaign_id_position_index" on "campaign_stage" ("campaign_id", "position");`);
    this.addSql(`alter table "campaign_stage" add constraint "campaign_stage_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "campaign_stage" add constraint "campaign_stage_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "idea_stage_move" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "campaign_id" uuid not null, "idea_id" uuid not null, "batch" uuid not null, "from_stage_id" uuid null, "to_stage_id" uuid null, "from_status" text check ("from_status" in ('DRAFT', 'PUBLISHED', 'candidate', 'WINNER', 'declined', 'ACCEPTED', 'implemented', 'ARCHIVED')) not null, "to_status" text check ("to_status" in ('DRAFT', 'PUBLISHED', 'candidate', 'WINNER', 'declined', 'ACCEPTED', 'implemented', 'ARCHIVED')) not null, "moved_by_id" uuid null, "reason" text not null default '', "undone_at" timestamptz null, "undone_by_id" uuid null, constraint "idea_stage_move_pkey" primary key ("id"));`);
    this.addSql(`create index "idea_stage_move_idea_id_created_at_index" on "idea_stage_move" ("idea_id", "created_at");`);
    this.addSql(`create index "idea_stage_move_campaign_id_created_at_index" on "idea_stage_move" ("campaign_id", "created_at");`);
    this.addSql(`create index "idea_stage_move_batch_index" on "idea_stage_move" ("batch");`);
    this.addSql(`alter table "idea_stage_move" add constraint "idea_stage_move_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "idea_stage_move" add constraint "idea_stage_move_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "idea_stage_move" add constraint "idea_stage_move_idea_id_foreign" foreign key ("idea_id") references "idea" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "idea_stage_move" add constraint "idea_stage_move_from_stage_id_foreign" foreign key ("from_stage_id") references "campaign_stage" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "idea_stage_move" add constraint "idea_stage_move_to_stage_id_foreign" foreign key ("to_stage_id") references "campaign_stage" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "idea_stage_move" add constraint "idea_stage_move_moved_by_id_foreign" foreign key ("moved_by_id") references "app_user" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "idea_stage_move" add constraint "idea_stage_move_undone_by_id_foreign" foreign key ("undone_by_id") references "app_user" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "idea_stage_move" cascade;`);
    this.addSql(`drop table if exists "campaign_stage" cascade;`);
    this.addSql(`drop table if exists "stage_template" cascade;`);
  }
}
