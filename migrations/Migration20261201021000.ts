import { Migration } from '@mikro-orm/migrations';

/**
 * A stage rule's move keeps its reason as figures (issue 33 item 6): the rule's kind, threshold
 * and least reviews, and the mean and reviews that met it, so the move log says it in the
 * viewer's language. The English text stays in `reason` for whatever reads the column as text.
 */
export class Migration20261201021000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "idea_stage_move" add column "rule_reason" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "idea_stage_move" drop column "rule_reason";`);
  }
}
