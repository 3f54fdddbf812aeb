import { Migration } from '@mikro-orm/migrations';

/**
 * Reviewing and stage rules (issue 33 items 4 and 6): a stage may be reviewed blind (evaluators
 * see neither the idea's authors nor, until they submit, each other's scores), and may carry a
 * rule to advance and one to decline an idea once its submitted reviews reach a threshold; a
 * move a rule made says so (it has no mover, as a move by a since-deleted person has none either).
 */
export class Migration20261130010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "campaign_stage" add column "blind_review" boolean not null default false;`);
    this.addSql(`alter table "idea_stage_move" add column "by_rule" boolean not null default false;`);
    this.addSql(`create table "stage_rule" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "stage_id" uuid not null, "kind" text check ("kind" in ('advance', 'decline')) not null, "to_stage_id" uuid not null, "threshold" double precision not null, "min_reviews" int not null, constraint "stage_rule_pkey" primary key ("id"));`);
    this.addSql(`alter table "stage_rule" add constraint "stage_rule_stage_id_kind_unique" unique ("stage_id", "kind");`);
    this.addSql(`create index "stage_rule_to_stage_id_index" on "stage_rule" ("to_stage_id");`);
    this.addSql(`alter table "stage_rule" add constraint "stage_rule_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "stage_rule" add constraint "stage_rule_stage_id_foreign" foreign key ("stage_id") references "campaign_stage" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "stage_rule" add constraint "stage_rule_to_stage_id_foreign" foreign key ("to_stage_id") references "campaign_stage" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "stage_rule" cascade;`);
    this.addSql(`alter table "idea_stage_move" drop column "by_rule";`);
    this.addSql(`alter table "campaign_stage" drop column "blind_review";`);
  }
}
