import { Migration } from '@mikro-orm/migrations';

/**
 * Scorecards and assignment (issue 33 items 2 and 3): the site's scorecard templates, each stage's
 * weighted criteria, a campaign's evaluators, their declared conflicts of interest, and who reviews
 * which idea in which stage by when (with the assignment's state, so finished reviews are kept).
 */
export class Migration20261129120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "scorecard_template" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "name" text not null, "criteria" jsonb not null, constraint "scorecard_template_pkey" primary key ("id"));`);
    this.addSql(`create index "scorecard_template_organisation_id_name_index" on "scorecard_template" ("organisation_id", "name");`);
    this.addSql(`alter table "scorecard_template" add constraint "scorecard_template_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "scorecard_criterion" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "stage_id" uuid not null, "position" int not null, "name_en" text not null, "name_sv" text not null, "guidance" text not null default '', "scale" int not null, "weight" double precision not null, constraint "scorecard_criterion_pkey" primary key ("id"));`);
    this.addSql(`create index "scorecard_criterion_stage_id_position_index" on "scorecard_criterion" ("stage_id", "position");`);
    this.addSql(`alter table "scorecard_criterion" add constraint "scorecard_criterion_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "scorecard_criterion" add constraint "scorecard_criterion_stage_id_foreign" foreign key ("stage_id") references "campaign_stage" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "campaign_evaluator" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "campaign_id" uuid not null, "user_id" uuid not null, "added_by_id" uuid null, constraint "campaign_evaluator_pkey" primary key ("id"));`);
    this.addSql(`create index "campaign_evaluator_user_id_index" on "campaign_evaluator" ("user_id");`);
    this.addSql(`alter table "campaign_evaluator" add constraint "campaign_evaluator_campaign_id_user_id_unique" unique ("campaign_id", "user_id");`);
    this.addSql(`alter table "campaign_evaluator" add constraint "campaign_evaluator_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "campaign_evaluator" add constraint "campaign_evaluator_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "campaign_evaluator" add constraint "campaign_evaluator_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "campaign_evaluator" add constraint "campaign_evaluator_added_by_id_foreign" foreign key ("added_by_id") references "app_user" ("id") on update cascade on delete set null;`);

    this.addSql(`create table "evaluation_conflict" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "idea_id" uuid not null, "user_id" uuid not null, constraint "evaluation_conflict_pkey" primary key ("id"));`);
    this.addSql(`create index "evaluation_conflict_user_id_index" on "evaluation_conflict" ("user_id");`);
    this.addSql(`alter table "evaluation_conflict" add constraint "evaluation_conflict_idea_id_user_id_unique" unique ("idea_id", "user_id");`);
    this.addSql(`alter table "evaluation_conflict" add constraint "evaluation_conflict_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "evaluation_conflict" add constraint "evaluation_conflict_idea_id_foreign" foreign key ("idea_id") references "idea" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "evaluation_conflict" add constraint "evaluation_conflict_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "review_assignment" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "campaign_id" uuid not null, "stage_id" uuid not null, "idea_id" uuid not null, "evaluator_id" uuid not null, "state" text check ("state" in ('open', 'submitted')) not null default 'open', "due_date" date not null, "assigned_by_id" uuid null, constraint "review_assignment_pkey" primary key ("id"));`);
    this.addSql(`create index "review_assignment_evaluator_id_state_index" on "review_assignment" ("evaluator_id", "state");`);
    this.addSql(`create index "review_assignment_idea_id_index" on "review_assignment" ("idea_id");`);
    this.addSql(`alter table "review_assignment" add constraint "review_assignment_stage_id_idea_id_evaluator_id_unique" unique ("stage_id", "idea_id", "evaluator_id");`);
    this.addSql(`alter table "review_assignment" add constraint "review_assignment_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "review_assignment" add constraint "review_assignment_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "review_assignment" add constraint "review_assignment_stage_id_foreign" foreign key ("stage_id") references "campaign_stage" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "review_assignment" add constraint "review_assignment_idea_id_foreign" foreign key ("idea_id") references "idea" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "review_assignment" add constraint "review_assignment_evaluator_id_foreign" foreign key ("evaluator_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "review_assignment" add constraint "review_assignment_assigned_by_id_foreign" foreign key ("assigned_by_id") references "app_user" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "review_assignment" cascade;`);
    this.addSql(`drop table if exists "evaluation_conflict" cascade;`);
    this.addSql(`drop table if exists "campaign_evaluator" cascade;`);
    this.addSql(`drop table if exists "scorecard_criterion" cascade;`);
    this.addSql(`drop table if exists "scorecard_template" cascade;`);
  }
}
