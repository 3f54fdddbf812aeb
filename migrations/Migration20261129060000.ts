import { Migration } from '@mikro-orm/migrations';

/**
 * A keyed write that was saved but answered with a refusal (an invited co-author without an
 * account) keeps that refusal as its key's answer, so a retry hears it again instead of saving twice.
 */
export class Migration20261129060000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "idempotency_key" add column "refusal" jsonb null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "idempotency_key" drop column "refusal";');
  }
}
