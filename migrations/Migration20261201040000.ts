import { Migration } from '@mikro-orm/migrations';

/**
 * An evaluator's queue reads a page of one stage at a time in its working order (issue 33 item 9):
 * due date, then the idea's id, which follows the idea's creation. The index serves that page
 * without reading the evaluator's other assignments, and the state it includes lets the stages'
 * counts be read from the index alone.
 */
export class Migration20261201040000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "review_assignment_queue_index" on "review_assignment" ("evaluator_id", "stage_id", "due_date", "idea_id", "id") include ("state");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "review_assignment_queue_index";`);
  }
}
