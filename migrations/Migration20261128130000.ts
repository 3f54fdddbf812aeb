import { Migration } from '@mikro-orm/migrations';

/**
 * Swedish sites get the default roles' Swedish names (issue 31), as new ones now do: only a role
 * still called by its English default (member "Member", guest "Guest") is renamed, so a name an
 * admin chose stays. Down names them back in English, again only where the Swedish default stands.
 */
export class Migration20261128130000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(renameDefaults({ Member: 'Medlem', Guest: 'Gäst' }));
  }

  override async down(): Promise<void> {
    this.addSql(renameDefaults({ Medlem: 'Member', Gäst: 'Guest' }));
  }
}

/** The statement that renames the defaults still called `from` (exported for its test). */
export function renameDefaults(names: { [from: string]: string }): string {
  const [[memberFrom, memberTo], [guestFrom, guestTo]] = Object.entries(names) as [[string, string], [string, string]];
  return `update "organisation" set "roles" = (
      select jsonb_agg(case
          when role->>'slug' = 'member' and role->>'name' = '${memberFrom}' then jsonb_set(role, '{name}', to_jsonb('${memberTo}'::text))
          when role->>'slug' = 'guest' and role->>'name' = '${guestFrom}' then jsonb_set(role, '{name}', to_jsonb('${guestTo}'::text))
          else role end order by position)
      from jsonb_array_elements("roles") with ordinality as listed(role, position))
    where "language" = 'sv'
      and ("roles" @> '[{"slug": "member", "name": "${memberFrom}"}]' or "roles" @> '[{"slug": "guest", "name": "${guestFrom}"}]');`;
}
