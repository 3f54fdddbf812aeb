import { Migration } from '@mikro-orm/migrations';

/** A campaign names its agreement, and a participant the version of it they accepted on joining. */
export class Migration20261126065023 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "campaign" add column "agreement_id" uuid null;`);
    this.addSql(`alter table "campaign" add constraint "campaign_agreement_id_foreign" foreign key ("agreement_id") references "agreement" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "campaign_participant" add column "agreement_version_id" uuid null;`);
    this.addSql(`alter table "campaign_participant" add constraint "campaign_participant_agreement_version_id_foreign" foreign key ("agreement_version_id") references "agreement_version" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "campaign" drop constraint "campaign_agreement_id_foreign";`);

    this.addSql(`alter table "campaign_participant" drop constraint "campaign_participant_agreement_version_id_foreign";`);

    this.addSql(`alter table "campaign" drop column "agreement_id";`);

    this.addSql(`alter table "campaign_participant" drop column "agreement_version_id";`);
  }

}
