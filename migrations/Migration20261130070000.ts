import { Migration } from '@mikro-orm/migrations';

/**
 * Review reminders (issue 33 item 7): when an evaluator was reminded of an open review that is
 * due soon, so the hourly job reminds once, whatever process runs it and however often.
 */
export class Migration20261130070000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "review_assignment" add column "reminded_at" timestamptz null;`);
    this.addSql(`create index "review_assignment_due_unreminded_index" on "review_assignment" ("due_date") where "state" = 'open' and "reminded_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "review_assignment_due_unreminded_index";`);
    this.addSql(`alter table "review_assignment" drop column "reminded_at";`);
  }
}
