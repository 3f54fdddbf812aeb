import { Migration } from '@mikro-orm/migrations';

/**
 * Reviews (issue 33 items 4 and 5): an evaluator's score and comment per criterion of their
 * assignment, and when the assignment was submitted, so the consensus reads only finished reviews.
 */
export class Migration20261129130000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "review_assignment" add column "submitted_at" timestamptz null;`);
    this.addSql(`create table "review_score" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "assignment_id" uuid not null, "criterion_id" uuid not null, "score" int null, "comment" text not null default '', constraint "review_score_pkey" primary key ("id"));`);
    this.addSql(`create index "review_score_criterion_id_index" on "review_score" ("criterion_id");`);
    this.addSql(`alter table "review_score" add constraint "review_score_assignment_id_criterion_id_unique" unique ("assignment_id", "criterion_id");`);
    this.addSql(`alter table "review_score" add constraint "review_score_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "review_score" add constraint "review_score_assignment_id_foreign" foreign key ("assignment_id") references "review_assignment" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "review_score" add constraint "review_score_criterion_id_foreign" foreign key ("criterion_id") references "scorecard_criterion" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "review_score" cascade;`);
    this.addSql(`alter table "review_assignment" drop column "submitted_at";`);
  }
}
